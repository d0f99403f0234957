// The texts of the dashboard's citizenship and governance island, resolved on the server from
// messages/<locale>/dashboard.json (`governance`) and passed as props. Texts with a {placeholder} are
// passed raw and filled in the browser (fill below).
import type { CitizenIdPanelStrings } from '@/components/chain/citizen-id-panel';
import type { TierId } from '@/lib/api/contract';
import type { ProposalPartStrings } from '@/components/community/proposal-parts';

export type GovernanceStrings = {
  title: string;
  loading: string;
  signedOut: string;
  login: string;
  error: string;
  /** A toast when a request finds the session ended (the panel then asks to log in). */
  sessionEnded: string;
  offline: string;
  rateLimited: string;
  retry: string;
  /** "Moderation queue": the link shown to moderators and administrators (messages: moderation). */
  moderationLink?: string;
  parts: ProposalPartStrings;
  citizenship: {
    title: string;
    /** "Citizen #{number}" */
    number: string;
    handle: string;
    tier: string;
    points: string;
    /** "Next tier: {tier}, from {min} points" */
    next: string;
    /** "Progress to {tier}": the progress bar's name. */
    progress: string;
    top: string;
    tiers: Record<TierId, string>;
    email: string;
    noEmail: string;
    verified: string;
    unverified: string;
    resend: string;
    resending: string;
    /** "We sent a new link to {email}…" */
    resent: string;
    notify: string;
    notifyHint: string;
    failed: string;
  };
  /** The citizen NFT ID panel's texts (components/chain/panel-strings.ts); without them, no panel. */
  citizenId?: CitizenIdPanelStrings;
  invite: { body: string; action: string };
  proposals: {
    title: string;
    empty: string;
    propose: string;
    /** "Hidden by a moderator: {reason}" */
    hidden: string;
  };
  votes: {
    title: string;
    empty: string;
    browse: string;
    for: string;
    against: string;
    signed: string;
  };
};

/** Replaces each {name} of a raw message with its value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
