import 'server-only';
// Citizenship: an account becomes a citizen with a handle, a notification address and its acceptance of
// the constitution, and gets its number at once. Profiles, standings and the site's citizen counters.
import { and, desc, eq, sql } from 'drizzle-orm';
import { hasRealEmail } from '../account/users';
import { citizenTokenOf, type CitizenIdToken } from '../chain/citizen-id';
import { now } from '../clock';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import { citizen, notification, proposal, user as userTable, vote, type User } from '../db/schema';
import { isLocale, type Locale } from '../i18n/config';
import { followLink, queueLinkMail, type LinkOutcome } from '../mail/link-mail';
import { wakeMailWorker, type Executor } from '../mail/outbox';
import { mailLocale, siteLink } from '../mail/templates';
import { citizenPath } from '../routes';
import { bumpCounter, earn, lastDayBuckets, readCounters } from './ledger';
import { tierFor } from './rules';
import type { CitizenStanding, CivicRole, MyCitizenship } from '../api/contract';
import type { CitizenshipInput } from './validation';

export type StaffRole = 'moderator' | 'admin';

export function staffRole(user: Pick<User, 'staffRole'>): StaffRole | null {
  return user.staffRole === 'moderator' || user.staffRole === 'admin' ? user.staffRole : null;
}

/** The one role shown for a person: staff roles over citizen over member. */
export function civicRole(user: Pick<User, 'staffRole'>, isCitizen: boolean): CivicRole {
  return staffRole(user) ?? (isCitizen ? 'citizen' : 'member');
}

export type CitizenRecord = typeof citizen.$inferSelect;

export async function findCitizen(userId: string, db?: Executor) {
  const [row] = await (db ?? (await getDb())).select().from(citizen).where(eq(citizen.userId, userId));
  return row;
}

export type BecomeCitizenOutcome =
  | { ok: true; citizen: CitizenRecord; verificationSent: boolean }
  | { ok: false; reason: 'already_citizen' }
  | { ok: false; reason: 'handle_taken' };

function queueCitizenEmailLink(tx: Executor, owner: User, address: string, locale: Locale) {
  return queueLinkMail(tx, {
    purpose: 'citizen_email',
    userId: owner.id,
    to: address,
    locale,
    text: 'citizenEmail',
    footer: 'citizen',
    link: (token) => siteLink('/api/citizens/verify-email', { token }),
  });
}

/**
 * Makes the account a citizen: its handle, its number, the ledger's first row, the counters. The
 * notification address is verified at once when it is the account's own verified address; otherwise a
 * link goes to it, and it gets no mail until followed.
 */
export async function becomeCitizen(owner: User, input: CitizenshipInput): Promise<BecomeCitizenOutcome> {
  const at = now();
  const sameAsAccount =
    hasRealEmail(owner) && owner.emailVerified && owner.email.toLowerCase() === input.notifyEmail;
  const locale = isLocale(input.locale) ? input.locale : mailLocale(owner.locale);
  const db = await getDb();
  try {
    const row = await db.transaction(
      async (tx): Promise<CitizenRecord | 'already_citizen' | 'handle_taken'> => {
        // One application at a time: the citizens counter's row lock serializes them, so the checks below
        // see every earlier citizen, and a refused application never draws a number from the sequence
        // (nextval is not rolled back: a refused insert would leave a gap in the citizen numbers).
        await bumpCounter(tx, 'citizens', 0);
        const [existing] = await tx
          .select({ userId: citizen.userId })
          .from(citizen)
          .where(eq(citizen.userId, owner.id));
        if (existing) return 'already_citizen';
        const [sameHandle] = await tx
          .select({ userId: citizen.userId })
          .from(citizen)
          .where(eq(sql`lower(${citizen.handle})`, input.handle.toLowerCase()));
        if (sameHandle) return 'handle_taken';
        const [created] = await tx
          .insert(citizen)
          .values({
            userId: owner.id,
            handle: input.handle,
            notifyEmail: input.notifyEmail,
            notifyEmailVerifiedAt: sameAsAccount ? at : null,
            constitutionAcceptedAt: at,
            createdAt: at,
          })
          .onConflictDoNothing({ target: citizen.userId })
          .returning();
        if (!created) return 'already_citizen';
        await earn(tx, { userId: owner.id, action: 'citizenship', at });
        await bumpCounter(tx, 'citizens');
        if (!sameAsAccount) await queueCitizenEmailLink(tx, owner, input.notifyEmail, locale);
        await tx.insert(notification).values({
          userId: owner.id,
          type: 'achievement',
          key: 'citizenWelcome',
          params: { number: created.number, handle: created.handle },
          href: citizenPath(created.handle),
          createdAt: at,
        });
        const [fresh] = await tx.select().from(citizen).where(eq(citizen.userId, owner.id));
        return fresh ?? created;
      },
    );
    if (typeof row === 'string') return { ok: false, reason: row };
    if (!sameAsAccount) wakeMailWorker();
    return { ok: true, citizen: row, verificationSent: !sameAsAccount };
  } catch (error) {
    if (uniqueViolation(error)?.constraint.includes('handle')) return { ok: false, reason: 'handle_taken' };
    throw error;
  }
}

/** Follows the link mailed to a citizen's notification address. */
export async function verifyCitizenEmail(rawToken: unknown): Promise<LinkOutcome> {
  return followLink(await getDb(), 'citizen_email', rawToken, async (tx, token, locale) => {
    const at = now();
    const updated = token.userId
      ? await tx
          .update(citizen)
          .set({ notifyEmailVerifiedAt: at })
          .where(
            and(
              eq(citizen.userId, token.userId),
              eq(sql`lower(${citizen.notifyEmail})`, token.email.toLowerCase()),
            ),
          )
          .returning({ userId: citizen.userId })
      : [];
    if (updated.length === 0) return { ok: false, reason: 'invalid', locale };
    await tx.insert(notification).values({
      userId: token.userId!,
      type: 'security',
      key: 'citizenEmailVerified',
      params: { email: token.email },
      createdAt: at,
    });
    return { ok: true, locale };
  });
}

/** Mails the verification link again (rate-limited by the caller). */
export async function resendCitizenEmail(owner: User): Promise<'sent' | 'not_citizen' | 'already_verified'> {
  const db = await getDb();
  const record = await findCitizen(owner.id, db);
  if (!record) return 'not_citizen';
  if (record.notifyEmailVerifiedAt || !record.notifyEmail) return 'already_verified';
  await db.transaction((tx) =>
    queueCitizenEmailLink(tx, owner, record.notifyEmail!, mailLocale(owner.locale)),
  );
  wakeMailWorker();
  return 'sent';
}

export async function setCitizenPreferences(userId: string, prefs: { notifyProposals: boolean }) {
  const db = await getDb();
  const rows = await db
    .update(citizen)
    .set({ notifyProposals: prefs.notifyProposals })
    .where(eq(citizen.userId, userId))
    .returning({ userId: citizen.userId });
  return rows.length > 0;
}

export { citizenPath };

function standingOf(row: CitizenRecord, owner: Pick<User, 'staffRole'>): CitizenStanding {
  return {
    number: row.number,
    handle: row.handle,
    points: row.points,
    proposals: row.proposals,
    votes: row.votes,
    since: row.createdAt.toISOString(),
    role: civicRole(owner, true),
    standing: tierFor(row.points),
  };
}

/** The signed-in member's citizenship for the dashboard and the forms, or null when not a citizen. */
export async function myCitizenship(owner: User): Promise<MyCitizenship | null> {
  const record = await findCitizen(owner.id);
  if (!record) return null;
  return {
    ...standingOf(record, owner),
    notifyEmail: record.notifyEmail,
    notifyEmailVerified: record.notifyEmailVerifiedAt !== null,
    notifyProposals: record.notifyProposals,
  };
}

export type PublicProfile = CitizenStanding & {
  followers: number;
  following: number;
  recentProposals: { id: number; title: string; createdAt: string; hidden: boolean }[];
  recentVotes: { proposalId: number; title: string; choice: string; createdAt: string; signed: boolean }[];
  /** The citizen NFT ID, once its mint is confirmed on-chain. */
  citizenId: CitizenIdToken | null;
};

/** A citizen's public record by handle (any case), or null. */
export async function profileByHandle(handle: string): Promise<PublicProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ citizen, staffRole: userTable.staffRole })
    .from(citizen)
    .innerJoin(userTable, eq(userTable.id, citizen.userId))
    .where(eq(sql`lower(${citizen.handle})`, handle.toLowerCase()));
  if (!row) return null;
  const [proposals, votes, citizenId] = await Promise.all([
    db
      .select({
        id: proposal.id,
        title: proposal.title,
        createdAt: proposal.createdAt,
        hiddenAt: proposal.hiddenAt,
      })
      .from(proposal)
      .where(eq(proposal.authorId, row.citizen.userId))
      .orderBy(desc(proposal.createdAt))
      .limit(10),
    db
      .select({
        proposalId: vote.proposalId,
        title: proposal.title,
        choice: vote.choice,
        createdAt: vote.createdAt,
        signature: vote.signature,
        hiddenAt: proposal.hiddenAt,
      })
      .from(vote)
      .innerJoin(proposal, eq(proposal.id, vote.proposalId))
      .where(eq(vote.voterId, row.citizen.userId))
      .orderBy(desc(vote.createdAt))
      .limit(10),
    citizenTokenOf(row.citizen.userId),
  ]);
  return {
    ...standingOf(row.citizen, { staffRole: row.staffRole }),
    followers: row.citizen.followers,
    following: row.citizen.following,
    recentProposals: proposals.map((p) => ({
      id: p.id,
      title: p.hiddenAt ? '' : p.title,
      createdAt: p.createdAt.toISOString(),
      hidden: p.hiddenAt !== null,
    })),
    recentVotes: votes
      .filter((v) => v.hiddenAt === null)
      .map((v) => ({
        proposalId: v.proposalId,
        title: v.title,
        choice: v.choice,
        createdAt: v.createdAt.toISOString(),
        signed: v.signature !== null,
      })),
    citizenId,
  };
}

/** The home page's real-time figures: citizens, and ledger rows in the last 24 hours. */
export async function siteStats(): Promise<{ citizens: number; dailyTransactions: number }> {
  const db = await getDb();
  const buckets = lastDayBuckets(now());
  const values = await readCounters(db, ['citizens', ...buckets]);
  return {
    citizens: values.citizens ?? 0,
    dailyTransactions: buckets.reduce((sum, name) => sum + (values[name] ?? 0), 0),
  };
}

/** The DAO page's role counts: citizens, and staff by role (counters kept by citizenship and grants). */
export async function roleCounts(): Promise<Record<'citizen' | StaffRole, number>> {
  const db = await getDb();
  const values = await readCounters(db, ['citizens', 'role:moderator', 'role:admin']);
  return {
    citizen: values.citizens ?? 0,
    moderator: values['role:moderator'] ?? 0,
    admin: values['role:admin'] ?? 0,
  };
}

/** Citizens' profiles for the sitemap: those with the most points first. */
export async function sitemapCitizens(limit = 5_000): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ handle: citizen.handle })
    .from(citizen)
    .orderBy(desc(citizen.points), citizen.number)
    .limit(limit);
  return rows.map((row) => row.handle);
}
