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
    expect(t('panel.disconnect')).toBe(hmn.panel.disconnect);
  });

  it('falls back to English for a key the locale lacks', async () => {
    jest.resetModules();
    jest.doMock('@/messages/hmn/wallet.json', () => {
      const { panel: _panel, ...rest } = jest.requireActual('@/messages/hmn/wallet.json');
      return rest;
    });
    const { loadWalletMessages: load } = await import('./messages');
    const t = createTranslator(await load('hmn'), 'wallet', 'hmn');
    expect(t('panel.disconnect')).toBe(en.panel.disconnect);
    expect(t('connect.title')).toBe(hmn.connect.title);
    jest.dontMock('@/messages/hmn/wallet.json');
  });

  it('loads each language once', async () => {
    expect(loadWalletMessages('fr')).toBe(loadWalletMessages('fr'));
    expect((await loadWalletMessages('en')).wallet).toEqual(en);
  });
});
