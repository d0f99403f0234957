import 'server-only';
// FinanceVerse: a member's recent transactions (the platform's own from the database, and the linked
// wallet's on-chain history when an explorer is configured) and the community reputation score.
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { getDb } from '../db';
import { citizenIdAbi } from '../../contracts/abi';
import { citizen, type User } from '../db/schema';
import { publicClient } from '../wallet/chain-node';
import { deploymentFor } from './deployments';
import type { SupportedChainId } from '../wallet/chains';
import { accountHistory, explorerConfigured, ExplorerError } from './explorer';
import { myTransactions, type PlatformTx } from './ledger';
import { read } from './reading';
import { computeScore, type Score } from './score';
import { readScoreFacts } from './score-facts';

export type OnchainTx = {
  hash: string;
  blockNumber: string;
  timestamp: string;
  from: string;
  to: string | null;
  valueWei: string;
  failed: boolean;
};

export type Transactions = {
  platform: PlatformTx[];
  /** The wallet's history from the explorer; null when none is configured or the wallet is not linked. */
  onchain: OnchainTx[] | null;
  explorer: 'configured' | 'not_configured' | 'unavailable';
};

export async function transactions(owner: User, chainId: SupportedChainId): Promise<Transactions> {
  const platform = (await myTransactions(owner.id)).filter((t) => t.chainId === chainId);
  if (!explorerConfigured(chainId)) return { platform, onchain: null, explorer: 'not_configured' };
  if (!owner.walletAddress) return { platform, onchain: null, explorer: 'configured' };
  try {
    const history = await accountHistory(chainId, getAddress(owner.walletAddress), { limit: 25 });
    return {
      platform,
      explorer: 'configured',
      onchain: history.map((t) => ({
        hash: t.hash,
        blockNumber: t.blockNumber.toString(),
        timestamp: t.timestamp.toISOString(),
        from: t.from,
        to: t.to,
        valueWei: t.valueWei.toString(),
        failed: t.failed,
      })),
    };
  } catch (error) {
    if (!(error instanceof ExplorerError)) throw error;
    return { platform, onchain: null, explorer: 'unavailable' };
  }
}

export type ScoreView = Score & { chainId: number; address: string; explorer: boolean };

/** The score of the account's linked wallet; null without one (the page says how to link one). */
export async function creditScore(owner: User, chainId: SupportedChainId): Promise<ScoreView | null> {
  if (!owner.walletAddress) return null;
  const address = getAddress(owner.walletAddress);
  const db = await getDb();
  const [record] = await db
    .select({ points: citizen.points })
    .from(citizen)
    .where(eq(citizen.userId, owner.id));
  // Holding the citizen ID is read from the contract, like the other on-chain facts.
  const contract = deploymentFor(chainId)?.citizenId;
  const held = contract
    ? await read(() =>
        publicClient(chainId).readContract({
          address: contract,
          abi: citizenIdAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      )
    : BigInt(0);
  const facts = await read(() =>
    readScoreFacts({
      chainId,
      address,
      holdsCitizenId: held > BigInt(0),
      contributionPoints: record?.points ?? 0,
    }),
  );
  return { ...computeScore(facts), chainId, address, explorer: explorerConfigured(chainId) };
}
