'use client';

// The dashboard's wallet card (loaded with the wallet stack, only for a signed-in account): a wallet
// user sees the address, the network and the balance (./wallet-details) and may add an e-mail
// (./add-email-form); an e-mail user may link a wallet.
import { useState } from 'react';
import type { SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { AddEmailForm } from './add-email-form';
import { ConnectWalletView, type WalletTranslator } from './connect-wallet-view';
import { useWalletTranslator } from './use-wallet-translator';
import { WalletDetails } from './wallet-details';
import { WalletPanel } from './wallet-panel';

export function WalletCard({ user, linkOpen = false }: { user: SessionUser; linkOpen?: boolean }) {
  const t = useWalletTranslator();

  if (!t) return null;
  return (
    <WalletPanel title={t('panel.title')} className="gap-4">
      {user.walletAddress ? (
        <WalletDetails t={t} address={user.walletAddress} />
      ) : (
        <LinkWallet t={t} initiallyOpen={linkOpen} />
      )}
      {user.walletAddress && !user.email && <AddEmailForm t={t} />}
    </WalletPanel>
  );
}

function LinkWallet({ t, initiallyOpen }: { t: WalletTranslator; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">{t('panel.linkWalletHint')}</p>
      {open ? (
        <div className="w-full max-w-md">
          <ConnectWalletView
            t={t}
            mode="link"
            onDone={() => {
              setOpen(false);
              void notify({ title: t('panel.linked') });
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonVariants({ variant: 'outline', size: 'compact' })}
        >
          {t('panel.linkWallet')}
        </button>
      )}
    </div>
  );
}
