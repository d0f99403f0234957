'use client';

// The wallet-transaction runner, loaded with the wallet stack only when a member asks for a
// transaction (mint, anchor, buy). Islands mount <WalletTxRunnerLazy send={…} /> and build `send`
// with `sendLazily`, which imports the same chunk.
import dynamic from 'next/dynamic';
import type { Hex } from 'viem';
import type { ContractCall } from './wallet-tx';

export type { WalletTxRunnerProps, WalletTxStrings } from './wallet-tx-runner';

export const WalletTxRunnerLazy = dynamic(() => import('./wallet-tx-runner').then((m) => m.WalletTxRunner), {
  ssr: false,
  loading: () => null,
});

/** A contract call sent through the lazily loaded wallet stack. */
export const sendLazily = (call: ContractCall) => async (): Promise<Hex> =>
  (await import('./wallet-tx')).sendContractCall(call);
