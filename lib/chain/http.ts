import 'server-only';
// How on-chain routes answer: origin, session and the per-account ceiling before the service; one table
// from refusals to HTTP; a node that does not answer is a 424 (Failed Dependency, as for SIWE and wallet
// votes: every 5xx means a bug of ours) the island explains.
import type { NextRequest } from 'next/server';
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import { limitedWrite, withAccountLimit } from '../api/limited';
import type { CurrentSession } from '../auth/session';
import { limits } from '../rate-limit';
import { isSupportedChainId, type SupportedChainId } from '../wallet/chains';
import type { AnchorRefusal } from './anchors';
import type { ChainRefusal } from './citizen-id';
import type { PurchaseRefusal } from './purchases';
import { NodeUnavailable } from './reading';

const answers: Record<ChainRefusal | AnchorRefusal | PurchaseRefusal, [number, ErrorCode]> = {
  not_citizen: [403, 'not_citizen'],
  no_wallet: [409, 'no_wallet'],
  chain_unavailable: [409, 'chain_unavailable'],
  already_minted: [409, 'already_minted'],
  already_anchored: [409, 'already_anchored'],
  tx_used: [409, 'tx_used'],
  not_found: [404, 'not_found'],
  not_yours: [403, 'not_yours'],
  revoked: [409, 'revoked'],
  own_listing: [409, 'own_listing'],
  free_item: [409, 'free_item'],
  already_got: [409, 'already_got'],
  seller_no_wallet: [409, 'seller_no_wallet'],
};

export function chainRefusal(reason: keyof typeof answers) {
  const [status, code] = answers[reason];
  return apiError(status, code);
}

export const isRefused = (value: object): value is { ok: false; reason: keyof typeof answers } =>
  'ok' in value && value.ok === false;

/** Runs a handler that reads the chain: a silent node is 424 node_unavailable. */
async function guarded(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof NodeUnavailable) return apiError(424, 'node_unavailable');
    throw error;
  }
}

type Handler = (session: CurrentSession) => Promise<Response>;

/** A write: same origin, signed in, under the ceiling. */
export function chainWrite(request: NextRequest, handler: Handler) {
  return limitedWrite(request, limits.chainPerAccount, (session) => guarded(() => handler(session)));
}

/** A read that may ask the node (a pending transaction is read again): signed in, under the ceiling. */
export function chainRead(request: NextRequest, handler: Handler) {
  return withAccountLimit(request, limits.chainPerAccount, (session) => guarded(() => handler(session)));
}

/** The chain a body names, or null: only mainnet and Sepolia. */
export const supportedChain = (chainId: number): SupportedChainId | null =>
  isSupportedChainId(chainId) ? chainId : null;
