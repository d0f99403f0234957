import 'server-only';
// Proposals and votes. A proposal opens for votes the moment it is submitted and closes exactly
// VOTING_PERIOD_MS later by the server's clock; its For and Against counters change in the transaction
// of each vote; its status is derived from them when read (lib/governance/rules.ts), and a job stores
// the final result and tells the author. Every change is published for live readers when it commits
// (a vote's event, on Postgres, is a NOTIFY of the vote's own statement).
import { and, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { getAddress } from 'viem';
import { decodeCursor, encodeCursor } from '../api/cursor';
import { earn, earning, readCounters } from '../citizens/ledger';
import { findCitizen } from '../citizens/service';
import { now } from '../clock';
import { getDb } from '../db';
import { below } from '../db/keyset';
import { prepared } from '../db/prepared';
import { withItems } from '../db/together';
import { citizen, moderationLog, notification, proposal, vote, type Proposal, type User } from '../db/schema';
import type { ProposalDetail, ProposalSummary, VoterEntry } from '../api/contract';
import { notifyOnCommit, publish } from '../live/bus';
import { pagesChanged } from '../page-cache';
import { proposalPath } from '../routes';
import { refusal, type Refusal } from '../permissions';
import {
  FOUNDING_SEED_KEY,
  PROPOSAL_LIMITS,
  SIGNED_VOTE_SKEW_MS,
  VOTING_PERIOD_MS,
  quorumFor,
  shares,
  statusAt,
  type ProposalCategory,
  type ProposalStatus,
  type VoteChoice,
} from './rules';
import { checkVoteSignature } from './signature';
import type { ProposalInput, VoteInput } from './validation';

export { proposalPath };
export const proposalTopic = (id: number) => `proposal:${id}`;
/** The page-cache topic of the proposal list (lib/page-cache.ts), which shows every tally. */
export const PROPOSALS_TOPIC = 'proposals';

type Row = { proposal: Proposal; authorHandle: string | null };

function summaryOf({ proposal: p, authorHandle }: Row, at: Date): ProposalSummary {
  const split = shares(p);
  const hidden = p.hiddenAt ? { reason: p.hiddenReason ?? '' } : null;
  return {
    id: p.id,
    title: hidden ? '' : p.title,
    summary: hidden ? '' : p.summary,
    category: p.category as ProposalCategory,
    author: authorHandle ? { handle: authorHandle } : null,
    status: statusAt(p, at),
    votesFor: p.votesFor,
    votesAgainst: p.votesAgainst,
    percentFor: split.for,
    percentAgainst: split.against,
    quorum: p.quorum,
    opensAt: p.opensAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    hidden,
  };
}

const withAuthor = () => ({ proposal, authorHandle: citizen.handle });

export type StatusFilter = ProposalStatus | 'all';

/** SQL for a derived status at `at`: the same rule as statusAt, over the counters. */
function statusWhere(status: StatusFilter, at: Date): SQL | undefined {
  const open = gt(proposal.closesAt, at);
  const passes = sql`(${proposal.votesFor} > ${proposal.votesAgainst} and ${proposal.votesFor} + ${proposal.votesAgainst} >= ${proposal.quorum})`;
  switch (status) {
    case 'active':
      return open;
    case 'passed':
      return and(lte(proposal.closesAt, at), passes);
    case 'rejected':
      return and(lte(proposal.closesAt, at), sql`not ${passes}`);
    case 'all':
      return undefined;
  }
}

export { encodeCursor };

export const PAGE_SIZE = 12;

/** Newest first, by status, a page at a time. */
export async function listProposals(options: {
  status?: StatusFilter;
  cursor?: string;
  limit?: number;
  authorId?: string;
}): Promise<{ items: ProposalSummary[]; nextCursor: string | null }> {
  const at = now();
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? PAGE_SIZE) || PAGE_SIZE, 1), 50);
  const after = decodeCursor(options.cursor);
  const db = await getDb();
  const rows = await db
    .select(withAuthor())
    .from(proposal)
    .leftJoin(citizen, eq(citizen.userId, proposal.authorId))
    .where(
      and(
        statusWhere(options.status ?? 'all', at),
        options.authorId ? eq(proposal.authorId, options.authorId) : undefined,
        after ? below(proposal.createdAt, proposal.id, after.createdAt, after.id) : undefined,
      ),
    )
    .orderBy(desc(proposal.createdAt), desc(proposal.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row) => summaryOf(row, at));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function getProposal(id: number): Promise<ProposalDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [row] = await db
    .select(withAuthor())
    .from(proposal)
    .leftJoin(citizen, eq(citizen.userId, proposal.authorId))
    .where(eq(proposal.id, id));
  if (!row) return null;
  const summary = summaryOf(row, now());
  return { ...summary, body: summary.hidden ? '' : row.proposal.body };
}

export async function listVoters(
  proposalId: number,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ items: VoterEntry[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50) || 50, 1), 100);
  const after = decodeCursor(options.cursor);
  const db = await getDb();
  const rows = await db
    .select({ vote, handle: citizen.handle, number: citizen.number })
    .from(vote)
    .innerJoin(citizen, eq(citizen.userId, vote.voterId))
    .where(
      and(
        eq(vote.proposalId, proposalId),
        after ? below(vote.createdAt, citizen.number, after.createdAt, after.id) : undefined,
      ),
    )
    .orderBy(desc(vote.createdAt), desc(citizen.number))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(({ vote: v, handle }) => ({
    handle,
    choice: v.choice as VoteChoice,
    createdAt: v.createdAt.toISOString(),
    signed:
      v.signature && v.signer && v.chainId && v.signedAt
        ? { signer: v.signer, signature: v.signature, chainId: v.chainId, timestamp: v.signedAt }
        : null,
  }));
  const lastRow = rows[limit - 1];
  const nextCursor =
    rows.length > limit && lastRow
      ? encodeCursor({ createdAt: lastRow.vote.createdAt.toISOString(), id: lastRow.number })
      : null;
  return { items, nextCursor };
}

export type ProposeOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: Refusal | 'rate_limited' | 'too_many_open'; retryAfter?: number };

export async function createProposal(owner: User, input: ProposalInput): Promise<ProposeOutcome> {
  const db = await getDb();
  const at = now();
  const isCitizen = Boolean(await findCitizen(owner.id, db));
  const refused = refusal({ user: owner, isCitizen }, 'propose');
  if (refused) return { ok: false, reason: refused };
  return db.transaction(async (tx): Promise<ProposeOutcome> => {
    // The author's row is locked while counting, so two submissions at once cannot both pass the limits.
    await tx.select({ id: citizen.userId }).from(citizen).where(eq(citizen.userId, owner.id)).for('update');
    const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000);
    const [recent] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        oldest: sql<Date | string | null>`min(${proposal.createdAt})`,
      })
      .from(proposal)
      .where(and(eq(proposal.authorId, owner.id), gt(proposal.createdAt, dayAgo)));
    if ((recent?.n ?? 0) >= PROPOSAL_LIMITS.perDay) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : at.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + 24 * 60 * 60_000 - at.getTime()) / 1000));
      return { ok: false, reason: 'rate_limited', retryAfter };
    }
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(proposal)
      // A hidden proposal is out of the vote: it does not hold one of the author's five open places.
      .where(and(eq(proposal.authorId, owner.id), gt(proposal.closesAt, at), isNull(proposal.hiddenAt)));
    if ((open?.n ?? 0) >= PROPOSAL_LIMITS.openPerAuthor) return { ok: false, reason: 'too_many_open' };
    const citizens = (await readCounters(tx, ['citizens'])).citizens ?? 0;
    const [created] = await tx
      .insert(proposal)
      .values({
        authorId: owner.id,
        title: input.title,
        summary: input.summary,
        body: input.body,
        category: input.category,
        opensAt: at,
        closesAt: new Date(at.getTime() + VOTING_PERIOD_MS),
        quorum: quorumFor(citizens),
        createdAt: at,
      })
      .returning({ id: proposal.id });
    const id = created!.id;
    await earn(tx, { userId: owner.id, action: 'proposal', ref: String(id), at }, ['proposals']);
    return { ok: true, id };
  });
}

export type VoteOutcome =
  | { ok: true; votesFor: number; votesAgainst: number; choice: VoteChoice }
  | {
      ok: false;
      reason:
        | Refusal
        | 'not_found'
        | 'hidden'
        | 'voting_closed'
        | 'already_voted'
        | 'signature_required'
        | 'signature_invalid'
        | 'signature_expired'
        | 'unsupported_chain'
        | 'verification_unavailable';
      choice?: VoteChoice;
    };

/**
 * Casts a citizen's vote. One per citizen per proposal (the primary key settles a double click, two tabs
 * or a replayed signature), only while voting is open by the server's clock, never on a hidden proposal.
 * A citizen whose account has a wallet must sign the vote with it.
 */
export async function castVote(owner: User, proposalId: number, input: VoteInput): Promise<VoteOutcome> {
  const db = await getDb();
  let signed: { signature: string; signer: string; chainId: number; signedAt: number } | null = null;
  if (owner.walletAddress) {
    // A wallet vote is refused for a closed or missing proposal, then as a second vote (a replay is
    // "already voted"), before any signature is checked.
    const voter = await findCitizen(owner.id, db);
    const refused = refusal({ user: owner, isCitizen: Boolean(voter) }, 'vote');
    if (refused) return { ok: false, reason: refused };
    const target = await getProposal(proposalId);
    if (!target) return { ok: false, reason: 'not_found' };
    if (target.hidden) return { ok: false, reason: 'hidden' };
    if (now().getTime() >= new Date(target.closesAt).getTime()) return { ok: false, reason: 'voting_closed' };
    const previous = await myVote(owner.id, proposalId);
    if (previous) return { ok: false, reason: 'already_voted', choice: previous };
    if (!input.signature || !input.timestamp || !input.chainId)
      return { ok: false, reason: 'signature_required' };
    if (Math.abs(input.timestamp * 1000 - now().getTime()) > SIGNED_VOTE_SKEW_MS)
      return { ok: false, reason: 'signature_expired' };
    const signer = getAddress(owner.walletAddress);
    const check = await checkVoteSignature({
      proposal: proposalId,
      choice: input.choice,
      timestamp: input.timestamp,
      voter: signer,
      chainId: input.chainId,
      signature: input.signature as `0x${string}`,
    });
    if (check === 'invalid') return { ok: false, reason: 'signature_invalid' };
    if (check === 'unsupported_chain') return { ok: false, reason: 'unsupported_chain' };
    if (check === 'unavailable') return { ok: false, reason: 'verification_unavailable' };
    signed = { signature: input.signature, signer, chainId: input.chainId, signedAt: input.timestamp };
  }

  const at = now();
  const stamp = at.toISOString();
  const side = sql.identifier(input.choice === 'for' ? 'votes_for' : 'votes_against');
  // The whole vote is one statement, so one round trip. `open` finds the proposal only while it is open
  // by the server's clock and visible, and only for a citizen; its row lock orders votes racing the close
  // by a millisecond, or a hide. The vote's primary key settles a double click, two tabs or a replay:
  // a second vote inserts nothing, and the tally and the ledger follow only the vote that was inserted.
  // When nothing was inserted, why is read afterwards, on that path only. On Postgres the live readers'
  // event (the new tally) is part of the statement, sent when it commits.
  const live = await notifyOnCommit(
    proposalTopic(proposalId),
    sql`json_build_object('votesFor', votes_for, 'votesAgainst', votes_against)`,
  );
  // The ledger's writes follow the vote's insert (`ballot`), made only for a first vote.
  const earned = earning(
    { userId: owner.id, action: 'vote', ref: String(proposalId), at },
    ['votes'],
    sql`ballot`,
  );
  const ledger = withItems(earned, 'ledger');
  const result = await db.execute(
    prepared(sql`
    with open as (
      select id from ${proposal}
      where id = ${proposalId}::int and closes_at > ${stamp}::timestamptz and hidden_at is null
        and exists (select 1 from ${citizen} where user_id = ${owner.id}::text)
      for update
    ), ballot as (
      insert into ${vote} (proposal_id, voter_id, choice, signature, signer, chain_id, signed_at, created_at)
      select id, ${owner.id}::text, ${input.choice}::text, ${signed?.signature ?? null}::text,
        ${signed?.signer ?? null}::text, ${signed?.chainId ?? null}::int, ${signed?.signedAt ?? null}::bigint,
        ${stamp}::timestamptz
      from open
      on conflict do nothing
      returning proposal_id
    ), tally as (
      update ${proposal} set ${side} = ${side} + 1
      where id = (select proposal_id from ballot)
      returning votes_for, votes_against
    ), ${ledger}
    select votes_for, votes_against${live ? sql`, ${live}` : sql``} from tally`),
  );
  const [tally] = (
    result as unknown as { rows: { votes_for: number | string; votes_against: number | string }[] }
  ).rows;
  if (!tally) return whyNoVote(owner, proposalId, at);
  pagesChanged(proposalTopic(proposalId), PROPOSALS_TOPIC);
  const outcome = {
    ok: true as const,
    votesFor: Number(tally.votes_for),
    votesAgainst: Number(tally.votes_against),
    choice: input.choice,
  };
  // Readers compute the shares from the counts.
  if (!live)
    await publish(proposalTopic(proposalId), {
      votesFor: outcome.votesFor,
      votesAgainst: outcome.votesAgainst,
    });
  return outcome;
}

/** Why a vote inserted nothing, in the order the checks are made: citizen, proposal, clock, a first vote. */
async function whyNoVote(
  owner: User,
  proposalId: number,
  at: Date,
): Promise<Extract<VoteOutcome, { ok: false }>> {
  const db = await getDb();
  const result = await db.execute(sql`
    select exists (select 1 from ${citizen} where user_id = ${owner.id}::text) as citizen,
      p.id is not null as found, p.hidden_at is not null as hidden,
      p.closes_at <= ${at.toISOString()}::timestamptz as closed, v.choice
    from (select 1) as one
    left join ${proposal} p on p.id = ${proposalId}::int
    left join ${vote} v on v.proposal_id = ${proposalId}::int and v.voter_id = ${owner.id}::text`);
  const [row] = (
    result as unknown as {
      rows: { citizen: boolean; found: boolean; hidden: boolean; closed: boolean; choice: string | null }[];
    }
  ).rows;
  if (!row?.citizen) return { ok: false, reason: 'not_citizen' };
  if (!row.found) return { ok: false, reason: 'not_found' };
  if (row.hidden) return { ok: false, reason: 'hidden' };
  if (row.closed || !row.choice) return { ok: false, reason: 'voting_closed' };
  return { ok: false, reason: 'already_voted', choice: row.choice as VoteChoice };
}

export async function myVote(userId: string, proposalId: number): Promise<VoteChoice | null> {
  const db = await getDb();
  const [row] = await db
    .select({ choice: vote.choice })
    .from(vote)
    .where(and(eq(vote.proposalId, proposalId), eq(vote.voterId, userId)));
  return (row?.choice as VoteChoice | undefined) ?? null;
}

export type ModerationOutcome = { ok: true } | { ok: false; reason: Refusal | 'not_found' };

/** A moderator hides a proposal (its reason shows in its place) or restores it; both are audited. */
export async function moderateProposal(
  actor: User,
  proposalId: number,
  action: { hide: true; reason: string } | { hide: false },
): Promise<ModerationOutcome> {
  const refused = refusal({ user: actor, isCitizen: false }, 'moderate');
  if (refused) return { ok: false, reason: refused };
  const db = await getDb();
  const at = now();
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(proposal)
      .set(
        action.hide
          ? { hiddenAt: at, hiddenReason: action.reason, hiddenBy: actor.id }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(proposal.id, proposalId))
      .returning({ id: proposal.id });
    if (rows.length === 0) return false;
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: action.hide ? 'hide_proposal' : 'unhide_proposal',
      targetType: 'proposal',
      targetId: String(proposalId),
      reason: action.hide ? action.reason : null,
      createdAt: at,
    });
    return true;
  });
  if (!done) return { ok: false, reason: 'not_found' };
  await publish(proposalTopic(proposalId), { hidden: action.hide });
  return { ok: true };
}

/** The founding proposal a fresh site opens with; its vote starts at the first start. */
export const FOUNDING = {
  seedKey: FOUNDING_SEED_KEY,
  title: 'Adopt the Civitas Constitution',
  summary:
    'Adopt the seven articles of the Civitas Constitution, as published on the DAO page, as the founding law of the community.',
  category: 'law' as const,
  body: [
    'The Civitas Constitution sets out how this community governs itself: who its citizens are, what rights they hold, how laws are proposed and decided, and how power stays accountable.',
    '',
    '## What a vote For means',
    '',
    '- The seven articles on the [DAO page](/ecosystem/dao#constitution) become the founding law of Civitas.',
    '- Every later proposal is decided by the rules they set: one citizen, one vote; three days of voting; a result only with enough turnout.',
    '- Amendments follow the same path as any other proposal.',
    '',
    '## What a vote Against means',
    '',
    'The constitution stays a draft, and citizens are invited to propose a revised text.',
  ].join('\n'),
};

export async function ensureFoundingProposal(): Promise<void> {
  const db = await getDb();
  const at = now();
  const citizens = (await readCounters(db, ['citizens'])).citizens ?? 0;
  await db
    .insert(proposal)
    .values({
      ...FOUNDING,
      authorId: null,
      opensAt: at,
      closesAt: new Date(at.getTime() + VOTING_PERIOD_MS),
      quorum: quorumFor(citizens),
      createdAt: at,
    })
    .onConflictDoNothing({ target: proposal.seedKey });
}

/**
 * The governance job, every minute in every process (each step claims its rows, so two processes never
 * do one twice): stores results of closed proposals and tells their authors; tells authors about new
 * votes in one notification per batch; announces new proposals to the citizens who opted in.
 */
export async function runGovernanceJobs(
  at = now(),
): Promise<{ results: number; batches: number; announced: number }> {
  const db = await getDb();
  let results = 0;
  let batches = 0;
  let announced = 0;

  const closed = await db
    .select({ id: proposal.id })
    .from(proposal)
    .where(and(lte(proposal.closesAt, at), isNull(proposal.result)))
    .limit(200);
  for (const { id } of closed) {
    await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(proposal)
        .where(and(eq(proposal.id, id), isNull(proposal.result)))
        .for('update', { skipLocked: true });
      if (!p) return;
      const result = statusAt(p, at) === 'passed' ? 'passed' : 'rejected';
      await tx.update(proposal).set({ result, resultAt: at }).where(eq(proposal.id, id));
      if (p.authorId && !p.hiddenAt)
        await tx.insert(notification).values({
          userId: p.authorId,
          type: 'vote',
          key: result === 'passed' ? 'proposalPassed' : 'proposalRejected',
          params: { title: p.title, for: p.votesFor, against: p.votesAgainst },
          href: proposalPath(id),
          createdAt: at,
        });
      results++;
    });
  }

  const withNewVotes = await db
    .select({ id: proposal.id })
    .from(proposal)
    .where(
      and(
        sql`${proposal.authorId} is not null`,
        isNull(proposal.hiddenAt),
        sql`${proposal.votesFor} + ${proposal.votesAgainst} > ${proposal.votesNotified}`,
      ),
    )
    .limit(500);
  for (const { id } of withNewVotes) {
    await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(proposal)
        .where(eq(proposal.id, id))
        .for('update', { skipLocked: true });
      if (!p || !p.authorId) return;
      const total = p.votesFor + p.votesAgainst;
      const fresh = total - p.votesNotified;
      if (fresh <= 0) return;
      await tx.update(proposal).set({ votesNotified: total }).where(eq(proposal.id, id));
      await tx.insert(notification).values({
        userId: p.authorId,
        type: 'vote',
        key: 'proposalVotes',
        params: { title: p.title, count: fresh, for: p.votesFor, against: p.votesAgainst },
        href: proposalPath(id),
        createdAt: at,
      });
      batches++;
    });
  }

  const unannounced = await db
    .select({ id: proposal.id })
    .from(proposal)
    .where(and(isNull(proposal.announcedAt), sql`${proposal.authorId} is not null`))
    .limit(50);
  for (const { id } of unannounced) {
    await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(proposal)
        .where(and(eq(proposal.id, id), isNull(proposal.announcedAt)))
        .for('update', { skipLocked: true });
      if (!p) return;
      await tx.update(proposal).set({ announcedAt: at }).where(eq(proposal.id, id));
      if (p.hiddenAt || p.closesAt <= at) return;
      await tx.execute(sql`
        insert into ${notification} (user_id, type, key, params, href, created_at)
        select ${citizen.userId}, 'vote', 'proposalNew',
               ${JSON.stringify({ title: p.title })}::jsonb, ${proposalPath(id)}, ${at}
        from ${citizen}
        where ${citizen.notifyProposals} = true and ${citizen.userId} <> ${p.authorId}`);
      announced++;
    });
  }
  return { results, batches, announced };
}

/** The dashboard's "My proposals" and "My votes". */
export async function myGovernance(userId: string) {
  const db = await getDb();
  const at = now();
  const [proposals, votes] = await Promise.all([
    listProposals({ authorId: userId, limit: 10 }),
    db
      .select({ vote, proposal, authorHandle: citizen.handle })
      .from(vote)
      .innerJoin(proposal, eq(proposal.id, vote.proposalId))
      .leftJoin(citizen, eq(citizen.userId, proposal.authorId))
      .where(eq(vote.voterId, userId))
      .orderBy(desc(vote.createdAt))
      .limit(10),
  ]);
  return {
    proposals: proposals.items,
    votes: votes.map((row) => ({
      choice: row.vote.choice as VoteChoice,
      votedAt: row.vote.createdAt.toISOString(),
      signed: row.vote.signature !== null,
      proposal: summaryOf({ proposal: row.proposal, authorHandle: row.authorHandle }, at),
    })),
  };
}

/** Proposals for the sitemap: the newest visible ones, with when they last changed. */
export async function sitemapProposals(limit = 5_000): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: proposal.id, createdAt: proposal.createdAt, resultAt: proposal.resultAt })
    .from(proposal)
    .where(isNull(proposal.hiddenAt))
    .orderBy(desc(proposal.createdAt))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: row.resultAt ?? row.createdAt }));
}
