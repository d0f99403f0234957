import 'server-only';
import { getAddress, type Address } from 'viem';
import { describeError } from '../log';
import { publicClient } from '../wallet/chain-node';
import type { SupportedChainId } from '../wallet/chains';
import { explorerConfig, firstActivity, type ExplorerConfig } from './explorer';
import type { ScoreFacts } from './score';

export type ScoreFactsInput = {
  chainId: SupportedChainId;
  address: Address;
  /** From the citizen-ID contract or its mirror; the caller knows which. */
  holdsCitizenId: boolean;
  /** From the contribution ledger. */
  contributionPoints: number;
  now?: Date;
  /** The explorer to ask for the first activity: the environment's unless given (null: none). */
  explorer?: ExplorerConfig | null;
};

/**
 * The facts behind a wallet's score. Nonce and balance come from the server's node, and a failing node
 * fails the read; the first activity comes from the explorer, and a missing or failing explorer only
 * leaves the account's age unknown (firstActivity null).
 */
export async function readScoreFacts({
  chainId,
  address,
  holdsCitizenId,
  contributionPoints,
  now = new Date(),
  explorer = explorerConfig(chainId),
}: ScoreFactsInput): Promise<ScoreFacts> {
  const account = getAddress(address);
  const client = publicClient(chainId);
  const [transactionCount, balanceWei, first] = await Promise.all([
    client.getTransactionCount({ address: account }),
    client.getBalance({ address: account }),
    readFirstActivity(chainId, account, explorer, now),
  ]);
  return { firstActivity: first, transactionCount, balanceWei, holdsCitizenId, contributionPoints, now };
}

async function readFirstActivity(
  chainId: SupportedChainId,
  address: Address,
  explorer: ExplorerConfig | null,
  now: Date,
): Promise<Date | null> {
  if (!explorer) return null;
  try {
    // An explorer that knows no transaction of the account: its history starts now (age 0, known), which
    // computeScore's null (unknown) cannot say.
    return (await firstActivity(chainId, address, { config: explorer })) ?? now;
  } catch (error) {
    // ExplorerError messages carry neither the key nor the URL.
    console.warn(`civitas: explorer: ${describeError(error)}`);
    return null;
  }
}
