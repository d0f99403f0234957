// The finance island's tests: its English texts as the server hands them over ("{brand}" filled), and
// the people and answers the tests use. Imported by tests only.
import type { SessionUser } from '@/lib/api/contract';
import type { ScoreView, Transactions } from '@/lib/chain/finance';
import type { PlatformTx } from '@/lib/chain/ledger';
import chainMessages from '@/messages/en/chain.json';
import web3Messages from '@/messages/en/web3.json';
import { appMessages } from '@/test/intl';
import type { FinanceStrings } from './shared';

export const messages = appMessages({ web3: web3Messages, chain: chainMessages });
const chain = messages.chain as unknown as typeof chainMessages;
const web3 = messages.web3 as unknown as typeof web3Messages;

export const strings: FinanceStrings = {
  finance: web3.finance,
  wallet: chain.wallet,
  chains: chain.chains,
  tx: chain.tx,
  errors: chain.errors,
};

export const SEPOLIA = 11155111;
export const MAINNET = 1;
/** The member's linked wallet (anvil's first account), checksummed. */
export const LINKED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Another account (anvil's second), checksummed. */
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const HASH = `0x${'ab'.repeat(32)}` as const;
export const HASH2 = `0x${'cd'.repeat(32)}` as const;

export const WEI = (eth: string) => {
  const [whole = '0', fraction = ''] = eth.split('.');
  return BigInt(whole) * BigInt(10) ** BigInt(18) + BigInt(fraction.padEnd(18, '0'));
};

export function member(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    sessionId: 's1',
    name: 'nova',
    username: 'nova',
    email: 'nova@example.org',
    walletAddress: LINKED,
    role: null,
    onboardingCompleted: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function platformTx(overrides: Partial<PlatformTx> = {}): PlatformTx {
  return {
    kind: 'mint',
    chainId: SEPOLIA,
    hash: HASH,
    status: 'confirmed',
    failure: null,
    valueWei: '0',
    blockNumber: 12,
    createdAt: hoursAgo(2),
    ref: '7',
    ...overrides,
  };
}

export function transactions(overrides: Partial<Transactions> = {}): Transactions {
  return { platform: [], onchain: [], explorer: 'configured', ...overrides };
}

export function scoreView(overrides: Partial<ScoreView> = {}): ScoreView {
  return {
    score: 512,
    chainId: SEPOLIA,
    address: LINKED,
    explorer: true,
    factors: [
      { id: 'accountAge', weight: 200, value: 365, share: 0.5, points: 100, known: true },
      { id: 'transactions', weight: 200, value: 14, share: 0.51, points: 102, known: true },
      { id: 'balance', weight: 150, value: '250000000000000000', share: 0.8, points: 120, known: true },
      { id: 'citizenId', weight: 150, value: 1, share: 1, points: 150, known: true },
      { id: 'contributions', weight: 300, value: 133, share: 0.133, points: 40, known: true },
    ],
    ...overrides,
  };
}
