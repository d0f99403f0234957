import 'server-only';
// Discussion groups: the six founding groups (seeded once, their texts are messages) and the groups
// citizens from the second tier up create. Members join and leave; the member count is a counter kept
// in the same transaction as the membership row.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { GroupSummary } from '../api/contract';
import { decodeCursor, encodeCursor } from '../api/cursor';
import { tierFor } from '../citizens/rules';
import { now } from '../clock';
import { getDb } from '../db';
import { above } from '../db/keyset';
import { forumGroup, groupMember, type ForumGroup, type User } from '../db/schema';
import { getMessages } from '../i18n/messages';
import type { Executor } from '../mail/outbox';
import { pagesChanged } from '../page-cache';
import { groupPath } from '../routes';
import { site } from '../site';
import { participant, refused, type Refused } from './actor';
import { foundingGroups, GROUP_CREATION, searchConfigFor, slugFor } from './rules';
import type { GroupInput } from './validation';

export { groupPath };

export function groupSummary(g: ForumGroup): GroupSummary {
  return {
    id: g.id,
    slug: g.slug,
    seedKey: g.seedKey,
    name: g.name,
    description: g.description,
    members: g.members,
    threads: g.threads,
    lastActivityAt: g.lastActivityAt.toISOString(),
    createdAt: g.createdAt.toISOString(),
  };
}

/** The search document of a group: its name over its description. */
function groupSearch(config: string, name: string, description: string) {
  return sql`setweight(to_tsvector(${config}::regconfig, ${name}), 'A') || setweight(to_tsvector(${config}::regconfig, ${description}), 'B')`;
}

/** The founding groups, once (a seed key each; their slugs are their keys). Safe to call at every start. */
export async function ensureFoundingGroups(): Promise<void> {
  const db = await getDb();
  const { groups } = getMessages('en').community;
  const at = new Date(now().getTime() - foundingGroups.length);
  // Created a millisecond apart, in page order, so the directory lists them as the page does.
  const rows = foundingGroups.map((key, i) => {
    const { title, body } = groups[key];
    const description = body.replace('{brand}', site.name);
    return {
      slug: key,
      seedKey: key,
      name: title,
      description,
      search: groupSearch('english', title, description),
      lastActivityAt: at,
      createdAt: new Date(at.getTime() + i),
    };
  });
  // Any conflict, not only the seed key's: a replica seeding at the same instant can hold a slug before
  // its seed key is visible (Postgres then raises the slug's unique violation, not a conflict on the
  // key), and a group of the same slug made before a founding group was added must not stop the start.
  await db.insert(forumGroup).values(rows).onConflictDoNothing();
}

export async function getGroup(slug: string): Promise<GroupSummary | null> {
  const row = await findGroup(await getDb(), slug);
  return row ? groupSummary(row) : null;
}

export async function findGroup(db: Executor, slug: string, lock = false): Promise<ForumGroup | null> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  const query = db.select().from(forumGroup).where(eq(forumGroup.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const GROUPS_PAGE = 50;

/** Every group, founding groups first, then members' groups oldest first, a page at a time. */
export async function listGroups(
  options: { cursor?: string } = {},
): Promise<{ items: GroupSummary[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(forumGroup)
    .where(after ? above(forumGroup.createdAt, forumGroup.id, after.createdAt, after.id) : undefined)
    .orderBy(asc(forumGroup.createdAt), asc(forumGroup.id))
    .limit(GROUPS_PAGE + 1);
  const items = rows.slice(0, GROUPS_PAGE).map(groupSummary);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > GROUPS_PAGE && last ? encodeCursor(last) : null };
}

/** The ids of the groups a member joined. */
export async function joinedGroupIds(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: groupMember.groupId })
    .from(groupMember)
    .where(eq(groupMember.userId, userId));
  return rows.map((r) => r.id);
}

export async function isMember(db: Executor, groupId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groupMember.groupId })
    .from(groupMember)
    .where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)));
  return Boolean(row);
}

/** Adds the membership and counts it, in the caller's transaction; false when it existed already. */
export async function addMember(tx: Executor, groupId: number, userId: string, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(groupMember)
    .values({ groupId, userId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ id: groupMember.groupId });
  if (inserted.length === 0) return false;
  await tx
    .update(forumGroup)
    .set({ members: sql`${forumGroup.members} + 1` })
    .where(eq(forumGroup.id, groupId));
  return true;
}

export type MembershipOutcome = { ok: true; joined: boolean; members: number } | Refused;

/** Join (idempotent: joining twice leaves one membership) or leave (idempotent too). */
export async function setMembership(owner: User, slug: string, join: boolean): Promise<MembershipOutcome> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx): Promise<MembershipOutcome> => {
    const who = await participant(tx, owner, at, { allowSilenced: !join });
    if (!who.ok) return who;
    const group = await findGroup(tx, slug);
    if (!group) return refused('group_not_found');
    if (join) await addMember(tx, group.id, owner.id, at);
    else {
      const removed = await tx
        .delete(groupMember)
        .where(and(eq(groupMember.groupId, group.id), eq(groupMember.userId, owner.id)))
        .returning({ id: groupMember.groupId });
      if (removed.length > 0)
        await tx
          .update(forumGroup)
          .set({ members: sql`greatest(${forumGroup.members} - 1, 0)` })
          .where(eq(forumGroup.id, group.id));
    }
    const [fresh] = await tx
      .select({ members: forumGroup.members })
      .from(forumGroup)
      .where(eq(forumGroup.id, group.id));
    // The group's page and the member's profile show it; they name no topics (lib/page-cache.ts).
    pagesChanged(`group:${group.slug}`);
    return { ok: true, joined: join, members: fresh?.members ?? 0 };
  });
}

export type CreateGroupOutcome = { ok: true; slug: string } | Refused;

/** A citizen from the second tier up creates a group (one a day) and becomes its first member. */
export async function createGroup(
  owner: User,
  input: GroupInput,
  locale: string,
): Promise<CreateGroupOutcome> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx): Promise<CreateGroupOutcome> => {
    const who = await participant(tx, owner, at, { lock: true });
    if (!who.ok) return who;
    if (tierFor(who.citizen.points).tier === 'resident' || who.citizen.points < GROUP_CREATION.minPoints)
      return refused('tier_required');
    const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000);
    const [recent] = await tx
      .select({ at: forumGroup.createdAt })
      .from(forumGroup)
      .where(and(eq(forumGroup.createdBy, owner.id), gt(forumGroup.createdAt, dayAgo)))
      .orderBy(asc(forumGroup.createdAt))
      .limit(GROUP_CREATION.perDay);
    if (recent) {
      const retryAfter = Math.max(
        1,
        Math.ceil((recent.at.getTime() + 24 * 60 * 60_000 - at.getTime()) / 1000),
      );
      return refused('rate_limited', { retryAfter });
    }
    // A name in a script with no Latin letters gets a numbered slug; a taken slug gets a number. A slug
    // another citizen takes at the same moment is skipped too (the insert waits for theirs, then does
    // nothing), so two groups named alike at once both get made.
    const base = slugFor(input.name) || 'group';
    let n = 1;
    const slugAt = (i: number) => (i === 1 ? base : `${base}-${i}`);
    while (await findGroup(tx, slugAt(n))) n++;
    const config = searchConfigFor(locale);
    for (; ; n++) {
      const slug = slugAt(n);
      const [created] = await tx
        .insert(forumGroup)
        .values({
          slug,
          name: input.name,
          description: input.description,
          createdBy: owner.id,
          search: groupSearch(config, input.name, input.description),
          lastActivityAt: at,
          createdAt: at,
        })
        .onConflictDoNothing({ target: forumGroup.slug })
        .returning({ id: forumGroup.id });
      if (!created) continue;
      await addMember(tx, created.id, owner.id, at);
      return { ok: true, slug };
    }
  });
}
