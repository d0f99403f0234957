'use client';

// The dashboard's wallet corner, light until needed: a wallet user's card loads the wallet stack (they
// use it anyway); an e-mail user sees "Link a wallet", and the wallet stack loads only when pressed.
import { Wallet } from 'lucide-react';
import { useLocale } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/config';
import { createTranslator } from '@/lib/i18n/format-message';
import { loadWalletMessages } from '@/components/wallet/messages';
import { requestWallet } from './wallet-loader';

const WalletCard = dynamic(() => import('./wallet-card').then((m) => m.WalletCard), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-32 rounded-2xl bg-surface-2/60" />,
});

export function WalletSection({ user }: { user: SessionUser }) {
  const locale = useLocale() as Locale;
  const [linking, setLinking] = useState(false);
  const [t, setT] = useState<((key: string) => string) | null>(null);

  useEffect(() => {
    if (user.walletAddress) return;
    let live = true;
    void loadWalletMessages(locale).then((messages) => {
      if (live) setT(() => createTranslator(messages, 'wallet', locale));
    });
    return () => {
      live = false;
    };
  }, [locale, user.walletAddress]);

  const wantsWallet = Boolean(user.walletAddress) || linking;
  // The wallet providers (reconnect, account watcher) come with the card.
  useEffect(() => {
    if (wantsWallet) requestWallet();
  }, [wantsWallet]);

  if (wantsWallet) return <WalletCard user={user} linkOpen={linking} />;
  if (!t) return null;
  return (
    <section
      aria-label={t('panel.title')}
      className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface-2/60 p-4 sm:p-5"
    >
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        {t('panel.title')}
      </h3>
      <p className="text-sm text-muted">{t('panel.linkWalletHint')}</p>
      <button
        type="button"
        onClick={() => setLinking(true)}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border px-4 text-sm font-semibold text-foreground hover:bg-surface-2"
      >
        {t('panel.linkWallet')}
      </button>
    </section>
  );
}
