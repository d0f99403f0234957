import 'server-only';
// How governance outcomes answer over HTTP: one table, so every route says the same thing for the same
// refusal. Every refusal is a 4xx with a code the browser localizes.
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import { serialIdOf } from '../api/segment';
import type { Refusal } from '../permissions';
import type { VoteOutcome } from './service';

type Reason = Refusal | Exclude<VoteOutcome, { ok: true }>['reason'] | 'rate_limited' | 'too_many_open';

const answers: Record<Reason, [number, ErrorCode]> = {
  unauthenticated: [401, 'unauthenticated'],
  not_citizen: [403, 'not_citizen'],
  forbidden: [403, 'forbidden'],
  not_found: [404, 'not_found'],
  hidden: [409, 'proposal_hidden'],
  voting_closed: [409, 'voting_closed'],
  already_voted: [409, 'already_voted'],
  too_many_open: [409, 'too_many_open'],
  rate_limited: [429, 'rate_limited'],
  signature_required: [422, 'signature_required'],
  signature_invalid: [422, 'signature_invalid'],
  signature_expired: [422, 'signature_expired'],
  unsupported_chain: [422, 'siwe_chain_unsupported'],
  // A chain node that does not answer: 424, as for wallet sign-in (lib/wallet/siwe.ts).
  verification_unavailable: [424, 'verification_unavailable'],
};

export function refusalResponse(reason: Reason, extra: { retryAfter?: number } = {}) {
  const [status, code] = answers[reason];
  return apiError(status, code, extra);
}

/** A proposal id from the path: a positive 32-bit integer, or null. */
export const proposalIdOf = serialIdOf;
