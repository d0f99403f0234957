// Citizenship and governance: citizens (a handle and a number on top of an account), the contribution
// ledger every earning action writes to, proposals with their vote counters, the votes themselves,
// site-wide counters, and the audit trail of moderation. lib/citizens and lib/governance use them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns';
import { formerUserId, userId } from './user-columns';
import { user } from './auth';

/** Citizen numbers: "Citizen #42", handed out once, never reused. */
export const citizenNumber = pgSequence('citizen_number_seq', { startWith: 1 });

export const citizen = pgTable(
  'citizen',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('citizen_number_seq')`),
    /** 3-24 of a-z 0-9 - _, unique ignoring case (the index below). */
    handle: text('handle').notNull(),
    /** Where the citizen's notification mail goes; it gets mail only once verified by link. */
    notifyEmail: text('notify_email'),
    notifyEmailVerifiedAt: instant('notify_email_verified_at'),
    /** Opted in to a notification for every new proposal. */
    notifyProposals: boolean('notify_proposals').notNull().default(false),
    constitutionAcceptedAt: instant('constitution_accepted_at').notNull(),
    /** Counters kept in the transaction of the row they count (ledger, proposals, votes). */
    points: integer('points').notNull().default(0),
    proposals: integer('proposals').notNull().default(0),
    votes: integer('votes').notNull().default(0),
    /** Community counters: members following this citizen, citizens this member follows. */
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
    /** Threads and replies written (not deleted). */
    posts: integer('posts').notNull().default(0),
    /** A moderator silenced the citizen until then: no posting, no flags, no notifications from them. */
    silencedUntil: instant('silenced_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('citizen_handle_lower_idx').on(sql`lower(${t.handle})`)],
);

/** One row per action that earns points, written in the action's own transaction. */
export const contribution = pgTable(
  'contribution',
  {
    id: identityId(),
    userId: userId(),
    /** citizenship | proposal | vote (later issues add more; lib/citizens/rules.ts has the points) */
    action: text('action').notNull(),
    points: integer('points').notNull(),
    /** What earned it: a proposal id, for instance. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [index('contribution_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Counters read by pages instead of COUNT queries: `citizens`, `role:<role>`, and hourly buckets of
 * ledger rows (`ledger:2026-11-25T13`) that the home page's "daily transactions" sums.
 */
export const counter = pgTable('counter', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const proposal = pgTable(
  'proposal',
  {
    id: serial('id').primaryKey(),
    /** Null for the founding proposal, which the site itself puts to the vote. */
    authorId: formerUserId('author_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, rendered through lib/markdown.ts (no raw HTML). */
    body: text('body').notNull(),
    /** law | budget | community | technical */
    category: text('category').notNull(),
    /** A stable key for seeded proposals ('constitution'); null for members' proposals. */
    seedKey: text('seed_key').unique(),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    /** Votes needed for a valid result: 10 % of the citizens when voting opened, at least 3. */
    quorum: integer('quorum').notNull(),
    votesFor: integer('votes_for').notNull().default(0),
    votesAgainst: integer('votes_against').notNull().default(0),
    /** passed | rejected: stored by the job after closesAt (the status is derived when read anyway). */
    result: text('result'),
    resultAt: instant('result_at'),
    /** Votes already announced to the author (votes on your proposal are notified in batches). */
    votesNotified: integer('votes_notified').notNull().default(0),
    /** The new-proposal notification went out to the citizens who opted in. */
    announcedAt: instant('announced_at'),
    hiddenAt: instant('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: formerUserId('hidden_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('proposal_created_idx').on(t.createdAt, t.id),
    index('proposal_closes_idx').on(t.closesAt),
    index('proposal_author_created_idx').on(t.authorId, t.createdAt),
  ],
);

export const vote = pgTable(
  'vote',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposal.id, { onDelete: 'cascade' }),
    voterId: userId('voter_id'),
    /** for | against */
    choice: text('choice').notNull(),
    /** A wallet citizen's EIP-712 signature over (proposal, choice, timestamp, voter), kept for re-checking. */
    signature: text('signature'),
    signer: text('signer'),
    chainId: integer('chain_id'),
    /** The signed timestamp (seconds), part of the typed data. */
    signedAt: bigint('signed_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One vote per citizen per proposal: a double click, two tabs or a replay meet this key.
    primaryKey({ columns: [t.proposalId, t.voterId] }),
    index('vote_proposal_created_idx').on(t.proposalId, t.createdAt),
    index('vote_voter_created_idx').on(t.voterId, t.createdAt),
  ],
);

/** Every moderation act: who, what, on which item, why. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: identityId(),
    actorId: formerUserId('actor_id'),
    /** hide_proposal | unhide_proposal | grant | revoke */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_target_idx').on(t.targetType, t.targetId)],
);

export type Citizen = typeof citizen.$inferSelect;
export type Proposal = typeof proposal.$inferSelect;
export type Vote = typeof vote.$inferSelect;
