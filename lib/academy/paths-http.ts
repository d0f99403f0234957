import 'server-only';
// How the community-path routes answer refusals: one table from the service's reasons to HTTP.
import type { ErrorCode, FieldError } from '../api/contract';
import { apiError } from '../api/http';
import type { PathRefused, PathRefusal } from './community-paths';

const answers: Record<PathRefusal, [number, ErrorCode]> = {
  unauthenticated: [401, 'unauthenticated'],
  not_citizen: [403, 'not_citizen'],
  forbidden: [403, 'forbidden'],
  tier_required: [403, 'tier_required'],
  not_found: [404, 'not_found'],
  too_many_drafts: [409, 'too_many_drafts'],
  not_editable: [409, 'not_editable'],
  incomplete: [400, 'incomplete'],
  note_required: [400, 'note_required'],
};

export function pathRefusal(outcome: PathRefused) {
  const [status, code] = answers[outcome.reason];
  if (!outcome.problems) return apiError(status, code);
  const fields: Record<string, FieldError> = {};
  for (const p of outcome.problems) fields[p.field] ??= p.code;
  return apiError(status, code, { fields });
}

/** A path id from the URL: a positive 32-bit integer, or null. */
export function pathIdOf(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}
