import 'server-only';
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { z } from 'zod';
import { env, type Env } from '../env';
import type { SupportedChainId } from '../wallet/chains';

// An account's on-chain history from an Etherscan-compatible account API (Etherscan V2, or Blockscout's
// /api, which answers `module=account&action=txlist` in the same shape). A node cannot list an account's
// transactions; an indexer can. Nothing here is cached: callers decide how fresh they need it.

/** One URL for every chain; `chainid` picks the chain. */
export const ETHERSCAN_V2_URL = 'https://api.etherscan.io/v2/api';

/** An explorer that answers nothing within this time is "unavailable", as a node is (chain-node.ts). */
const EXPLORER_TIMEOUT_MS = 5_000;
/** Etherscan refuses page × offset above 10,000. */
const MAX_LIMIT = 10_000;

export type ExplorerConfig = {
  chainId: number;
  /** The API endpoint, without query. */
  url: string;
  /** Sent as `apikey`; never part of an error message. */
  apiKey?: string | undefined;
  /** Etherscan V2 serves every chain from one URL and needs `chainid`; Blockscout serves one chain. */
  sendChainId: boolean;
};

export type ExplorerEnv = Pick<Env, 'EXPLORER_API_URL_1' | 'EXPLORER_API_URL_11155111' | 'EXPLORER_API_KEY'>;

/** Etherscan's V2 endpoints end in /v2/api; any other path (Blockscout's /api) is one explorer per chain. */
function isEtherscanV2(url: string): boolean {
  return /\/v2\/api\/?$/.test(new URL(url).pathname);
}

/**
 * The explorer of a chain: EXPLORER_API_URL_<id>, else Etherscan V2 when EXPLORER_API_KEY is set, else
 * none (null).
 */
export function explorerConfig(chainId: SupportedChainId, vars: ExplorerEnv = env): ExplorerConfig | null {
  const configured = chainId === 1 ? vars.EXPLORER_API_URL_1 : vars.EXPLORER_API_URL_11155111;
  const apiKey = vars.EXPLORER_API_KEY || undefined;
  const url = configured ?? (apiKey ? ETHERSCAN_V2_URL : undefined);
  if (!url) return null;
  return { chainId, url, apiKey, sendChainId: isEtherscanV2(url) };
}

export function explorerConfigured(chainId: SupportedChainId, vars: ExplorerEnv = env): boolean {
  return explorerConfig(chainId, vars) !== null;
}

export type ExplorerErrorCode = 'unavailable' | 'rate_limited' | 'invalid_response';

/** A failed explorer request. Its message never carries the API key (nor the request URL, which does). */
export class ExplorerError extends Error {
  override name = 'ExplorerError';
  constructor(
    readonly code: ExplorerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type AccountTransaction = {
  hash: Hex;
  blockNumber: bigint;
  timestamp: Date;
  from: Address;
  /** null for a contract creation. */
  to: Address | null;
  valueWei: bigint;
  /** Reverted (isError "1", or a receipt status of "0"). */
  failed: boolean;
};

const digits = z.string().regex(/^\d+$/);
const address = z.string().refine((value) => isAddress(value, { strict: false }));

/** A `txlist` entry; fields the mapping does not use are not checked. */
const transactionSchema = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  blockNumber: digits,
  timeStamp: digits,
  from: address,
  // "" for a contract creation (then `contractAddress` names the new contract); Blockscout may send null.
  to: z.union([address, z.literal(''), z.null()]).optional(),
  value: digits,
  isError: z.enum(['0', '1']).optional(),
  // "" before the Byzantium fork, when receipts had no status.
  txreceipt_status: z.enum(['0', '1', '']).optional(),
});

const responseSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(z.unknown()), z.string(), z.null()]),
});

function toTransaction(raw: z.infer<typeof transactionSchema>): AccountTransaction {
  return {
    hash: raw.hash.toLowerCase() as Hex,
    blockNumber: BigInt(raw.blockNumber),
    timestamp: new Date(Number(raw.timeStamp) * 1000),
    from: getAddress(raw.from),
    to: raw.to ? getAddress(raw.to) : null,
    valueWei: BigInt(raw.value),
    failed: raw.isError === '1' || raw.txreceipt_status === '0',
  };
}

/** Text from the explorer, fit for a message: one short line, with the key masked should it echo it. */
function quote(text: string, apiKey: string | undefined): string {
  let line = text.replace(/\s+/g, ' ').trim();
  if (apiKey) line = line.split(apiKey).join('<key>');
  return line.slice(0, 200);
}

/** The transport failure's code ("ECONNREFUSED"), never its message, which may quote the URL. */
function transportCode(error: unknown): string {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.name : 'error';
}

export type TxListQuery = { address: Address; sort: 'asc' | 'desc'; limit: number };

export type RequestOptions = {
  /** 5 s unless given (tests shorten it). */
  timeoutMs?: number;
};

/** One `txlist` page from an explorer, validated. */
export async function fetchTxList(
  config: ExplorerConfig,
  query: TxListQuery,
  { timeoutMs = EXPLORER_TIMEOUT_MS }: RequestOptions = {},
): Promise<AccountTransaction[]> {
  const limit = Math.min(Math.max(Math.trunc(query.limit) || 1, 1), MAX_LIMIT);
  const url = new URL(config.url);
  const params = {
    ...(config.sendChainId ? { chainid: String(config.chainId) } : {}),
    module: 'account',
    action: 'txlist',
    address: getAddress(query.address),
    startblock: '0',
    endblock: '99999999',
    page: '1',
    offset: String(limit),
    sort: query.sort,
    ...(config.apiKey ? { apikey: config.apiKey } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);

  const where = `the explorer of chain ${config.chainId}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // A DOMException, which is not an Error in every realm (Jest's): compare names only.
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new ExplorerError(
      'unavailable',
      timedOut
        ? `${where} did not answer within ${timeoutMs} ms`
        : `${where} is unreachable (${transportCode(error)})`,
    );
  }

  if (response.status === 429) throw new ExplorerError('rate_limited', `${where} answered HTTP 429`);
  if (response.status !== 200)
    throw new ExplorerError('unavailable', `${where} answered HTTP ${response.status}`);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ExplorerError('invalid_response', `${where} answered something other than JSON`);
  }
  const body = responseSchema.safeParse(json);
  if (!body.success) throw new ExplorerError('invalid_response', `${where} answered an unexpected shape`);
  const { status, message, result } = body.data;

  if (status !== '1') {
    // "No transactions found" is status "0" with an empty list: an answer, not an error.
    if (Array.isArray(result) && result.length === 0) return [];
    const said = typeof result === 'string' && result ? result : message;
    if (/rate limit/i.test(said) || /rate limit/i.test(message))
      throw new ExplorerError('rate_limited', `${where} is rate limiting: ${quote(said, config.apiKey)}`);
    throw new ExplorerError('unavailable', `${where} refused: ${quote(said, config.apiKey)}`);
  }
  if (!Array.isArray(result)) throw new ExplorerError('invalid_response', `${where} answered no list`);
  const transactions = z.array(transactionSchema).safeParse(result);
  if (!transactions.success)
    throw new ExplorerError('invalid_response', `${where} answered a transaction of an unexpected shape`);
  return transactions.data.map(toTransaction);
}

export type HistoryOptions = RequestOptions & {
  limit?: number;
  /** The explorer to ask; the environment's (explorerConfig) unless given. */
  config?: ExplorerConfig | null;
};

/** The account's latest transactions, newest first (sent and received; not internal transfers). */
export async function accountHistory(
  chainId: SupportedChainId,
  address: Address,
  { limit = 25, config = explorerConfig(chainId), ...request }: HistoryOptions = {},
): Promise<AccountTransaction[]> {
  if (!config) throw new ExplorerError('unavailable', `no explorer is configured for chain ${chainId}`);
  return fetchTxList(config, { address, sort: 'desc', limit }, request);
}

/**
 * When the account first appears in a transaction (sent or received), or null when it never does or no
 * explorer is configured. A failing explorer throws ExplorerError.
 */
export async function firstActivity(
  chainId: SupportedChainId,
  address: Address,
  { config = explorerConfig(chainId), ...request }: Omit<HistoryOptions, 'limit'> = {},
): Promise<Date | null> {
  if (!config) return null;
  const [first] = await fetchTxList(config, { address, sort: 'asc', limit: 1 }, request);
  return first?.timestamp ?? null;
}
