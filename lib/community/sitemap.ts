import 'server-only';
// The community's pages for the sitemap: every group, and the threads with the most recent activity.
import { desc, isNull } from 'drizzle-orm';
import { getDb } from '../db';
import { forumGroup, thread } from '../db/schema';

export async function sitemapCommunity(
  limit = 5_000,
): Promise<{ groups: { slug: string; updatedAt: Date }[]; threads: { id: number; updatedAt: Date }[] }> {
  const db = await getDb();
  const [groups, threads] = await Promise.all([
    db
      .select({ slug: forumGroup.slug, updatedAt: forumGroup.lastActivityAt })
      .from(forumGroup)
      .orderBy(desc(forumGroup.lastActivityAt))
      .limit(limit),
    db
      .select({ id: thread.id, updatedAt: thread.lastActivityAt })
      .from(thread)
      .where(isNull(thread.hiddenAt))
      .orderBy(desc(thread.lastActivityAt))
      .limit(limit),
  ]);
  return { groups, threads };
}
