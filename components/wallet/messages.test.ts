import en from '@/messages/en/wallet.json';
import hmn from '@/messages/hmn/wallet.json';
import vi from '@/messages/vi/wallet.json';
import { createTranslator } from '@/lib/i18n/format-message';
import { loadWalletMessages } from './messages';

describe('loadWalletMessages', () => {
  it('gives the locale’s own strings', async () => {
    const { wallet } = await loadWalletMessages('vi');
    expect(wallet).toEqual(vi);
  });

  it('fills what a locale lacks with English, key by key', async () => {
    const messages = await loadWalletMessages('hmn');
    const t = createTranslator(messages, 'wallet', 'hmn');
    expect(t('connect.title')).toBe(hmn.connect.title);
    expect(t('errors.timeout')).toBe(hmn.errors.timeout);
    // The dashboard panel is translated for en and vi only.
    expect('panel' in hmn).toBe(false);
    expect(t('panel.disconnect')).toBe(en.panel.disconnect);
  });

  it('loads each language once', async () => {
    expect(loadWalletMessages('fr')).toBe(loadWalletMessages('fr'));
    expect((await loadWalletMessages('en')).wallet).toEqual(en);
  });
});
