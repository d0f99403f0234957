'use client';

// The dashboard's wallet corner, light until needed: a wallet user's card loads the wallet stack (they
// use it anyway); an e-mail user sees "Link a wallet", and the wallet stack loads only when pressed.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@/lib/api/contract';
import { buttonVariants } from '@/components/ui/button-variants';
import { useWalletTranslator } from './use-wallet-translator';
import { requestWallet } from './wallet-loader';
import { WalletPanel } from './wallet-panel';

const WalletCard = dynamic(() => import('./wallet-card').then((m) => m.WalletCard), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-32 rounded-2xl bg-surface-2/60" />,
});

export function WalletSection({ user }: { user: SessionUser }) {
  const [linking, setLinking] = useState(false);
  // Only the "Link a wallet" invitation needs the strings here; the card loads its own.
  const t = useWalletTranslator(!user.walletAddress);

  const wantsWallet = Boolean(user.walletAddress) || linking;
  // The wallet providers (reconnect, account watcher) come with the card.
  useEffect(() => {
    if (wantsWallet) requestWallet();
  }, [wantsWallet]);

  if (wantsWallet) return <WalletCard user={user} linkOpen={linking} />;
  if (!t) return null;
  return (
    <WalletPanel title={t('panel.title')} className="items-start gap-3">
      <p className="text-sm text-muted">{t('panel.linkWalletHint')}</p>
      <button
        type="button"
        onClick={() => setLinking(true)}
        className={buttonVariants({ variant: 'outline', size: 'compact' })}
      >
        {t('panel.linkWallet')}
      </button>
    </WalletPanel>
  );
}
