'use client';

// The wallet providers, mounted by AccountArea once the wallet code is wanted (Connect Wallet opened, or
// a returning wallet user at idle). They live for the rest of the page so the authentication provider
// keeps watching the wallet: a change of account or a disconnect ends the wallet session.
import '@rainbow-me/rainbowkit/styles.css';
import {
  darkTheme,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  type AuthenticationStatus,
} from '@rainbow-me/rainbowkit';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { memo, useEffect } from 'react';
import { WagmiProvider } from 'wagmi';
import { useSession } from '@/components/account/session-store';
import { rainbowKitLocales } from '@/components/wallet/config';
import { readWalletSession } from './wallet-loader';
import { authenticationAdapter, queryClient, reconnectWallet, walletConfig } from './wallet-runtime';

/**
 * Memoized and prop-less, so it renders once: wagmi's <Hydrate> (inside WagmiProvider) runs on every
 * render and, with reconnectOnMount off, empties the connections each time, which would drop the
 * wallet whenever the session changed. The session-dependent part lives in <Authentication>.
 */
export const WalletIsland = memo(function WalletIsland() {
  useEffect(() => {
    void reconnectWallet();
  }, []);

  return (
    // reconnectOnMount off: reconnectWallet() does it once and checks the address against the session.
    <WagmiProvider config={walletConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <Authentication />
      </QueryClientProvider>
    </WagmiProvider>
  );
});

function Authentication() {
  const locale = useLocale();
  const session = useSession();
  const status: AuthenticationStatus =
    session.status === 'loading'
      ? 'loading'
      : session.user?.walletAddress && readWalletSession()
        ? 'authenticated'
        : 'unauthenticated';

  return (
    <RainbowKitAuthenticationProvider adapter={authenticationAdapter} status={status}>
      <RainbowKitProvider locale={rainbowKitLocales[locale] ?? 'en-US'} theme={darkTheme()}>
        {null}
      </RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  );
}
