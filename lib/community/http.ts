import 'server-only';
// How community outcomes answer over HTTP: one table, so every route says the same thing for the same
// refusal. Every refusal is a 4xx with a code the browser localizes.
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import type { CommunityRefusal, Refused } from './actor';

const answers: Record<CommunityRefusal, [number, ErrorCode]> = {
  unauthenticated: [401, 'unauthenticated'],
  not_citizen: [403, 'not_citizen'],
  forbidden: [403, 'forbidden'],
  silenced: [403, 'silenced'],
  tier_required: [403, 'tier_required'],
  not_found: [404, 'not_found'],
  group_not_found: [404, 'group_not_found'],
  thread_locked: [409, 'thread_locked'],
  post_deleted: [409, 'post_deleted'],
  already_liked: [409, 'already_liked'],
  not_liked: [409, 'not_liked'],
  already_flagged: [409, 'already_flagged'],
  duplicate_post: [409, 'duplicate_post'],
  edit_window_passed: [409, 'edit_window_passed'],
  own_post: [422, 'own_post'],
  self_follow: [422, 'self_follow'],
  too_many_links: [422, 'too_many_links'],
  new_member_limit: [429, 'new_member_limit'],
  rate_limited: [429, 'rate_limited'],
};

export function communityRefusal(outcome: Refused) {
  const [status, code] = answers[outcome.reason];
  return apiError(status, code, {
    ...(outcome.retryAfter ? { retryAfter: outcome.retryAfter } : {}),
    ...(outcome.until ? { until: outcome.until } : {}),
  });
}
