import 'server-only';
// How the community-path routes answer refusals: one table from the service's reasons to HTTP.
import type { ErrorCode, FieldError } from '../api/contract';
import { apiError } from '../api/http';
import { serialIdOf } from '../api/segment';
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

export const pathIdOf = serialIdOf;
