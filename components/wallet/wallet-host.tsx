'use client';

// Mounted by AccountArea once the wallet code is wanted (Connect Wallet opened, or a returning wallet
// user at idle): it loads the wallet providers, which reconnect and watch the wallet.
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { requestWallet } from './wallet-loader';

const WalletIsland = dynamic(() => import('./wallet-island').then((m) => m.WalletIsland), { ssr: false });

export function WalletHost() {
  // A returning wallet user's page asked through AccountArea alone: note it for the other islands.
  useEffect(() => requestWallet(), []);
  return <WalletIsland />;
}
