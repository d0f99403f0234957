import 'server-only';
// Who may do what, decided on the server in one place. Route handlers and services ask can(); the UI
// hides what a visitor cannot do, but a hidden button is never the check.
import type { User } from './db/schema';

export type Actor = { user: Pick<User, 'id' | 'staffRole'>; isCitizen: boolean } | null;

export type Action =
  | 'propose'
  | 'vote'
  | 'take_part' // join groups, post, like, flag, follow (lib/community)
  | 'moderate' // hide or restore a proposal, the community's moderation queue
  | 'grant_role';

export type Refusal = 'unauthenticated' | 'not_citizen' | 'forbidden';

/** null when allowed; otherwise why not. */
export function refusal(actor: Actor, action: Action): Refusal | null {
  if (!actor) return 'unauthenticated';
  const staff = actor.user.staffRole;
  switch (action) {
    case 'propose':
    case 'vote':
    case 'take_part':
      return actor.isCitizen ? null : 'not_citizen';
    case 'moderate':
      return staff === 'moderator' || staff === 'admin' ? null : 'forbidden';
    case 'grant_role':
      return staff === 'admin' ? null : 'forbidden';
  }
}

export function can(actor: Actor, action: Action): boolean {
  return refusal(actor, action) === null;
}
