import 'server-only';
// Search across groups and threads with Postgres full-text search: a post's document weighs its thread's
// title (A, on the opening post) over its text (B), and a group's its name over its description. Each
// document is built in its writer's language configuration (english, french, spanish; `simple` for the
// others); a query is read in the reader's configuration where Postgres has one, or'ed with `simple`, so
// stemmed and unstemmed documents both match. Hidden, deleted and silenced members' posts are never found.
import { lte, sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SearchPage } from '../api/contract';
import { now } from '../clock';
import { getDb } from '../db';
import { forumGroup, postRecentSearch } from '../db/schema';
import { authorRef } from './actor';
import { groupSummary } from './groups';
import { searchConfigFor } from './rules';

export const SEARCH_PAGE = 20;
/** Relevance has no keyset: pages are offsets, and only the first ten are served. */
const MAX_OFFSET = SEARCH_PAGE * 10;
/** Ranked matches at most: the newest ones (see below). */
export const CANDIDATES = 1_000;
/**
 * Matches enough to fill every page served: when the newest posts hold this many, search looks no
 * further back, even with fewer than CANDIDATES (reaching back reads the words' matches in the index
 * of every post: 20-50 ms for two common words that are rarely together).
 */
const ENOUGH = MAX_OFFSET + SEARCH_PAGE + 1;
/**
 * The newest posts in which a common word's matches are sought first (see below); post_recent_search
 * holds their documents, pruned to this many every hour.
 */
export const RECENT_SEARCH_POSTS = 50_000;

function offsetOf(cursor: string | undefined): number {
  if (!cursor || !/^[0-9]{1,4}$/.test(cursor)) return 0;
  const n = Number(cursor);
  return n % SEARCH_PAGE === 0 && n <= MAX_OFFSET ? n : 0;
}

type PostRow = {
  post_id: string | number;
  thread_id: number;
  opening: boolean;
  title: string;
  slug: string;
  seed_key: string | null;
  group_name: string;
  handle: string | null;
  points: number | null;
  created_at: Date | string;
  rank: number;
  snippet: string;
};

export async function searchCommunity(
  q: string,
  locale: string,
  // `bounds`: CANDIDATES, RECENT_SEARCH_POSTS and ENOUGH (see below), lowered by the tests to take each
  // way to a page.
  options: { cursor?: string; bounds?: { candidates: number; recent: number; enough?: number } } = {},
): Promise<SearchPage> {
  // Control characters (a NUL cannot even be a Postgres text parameter) are word breaks.
  const text = q
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 200);
  if (!text) return { items: [], nextCursor: null };
  const offset = offsetOf(options.cursor);
  const config = searchConfigFor(locale);
  const query = sql`(websearch_to_tsquery(${config}::regconfig, ${text}) || websearch_to_tsquery('simple', ${text}))`;
  const db = await getDb();
  const at = now();
  const groups =
    offset === 0
      ? await db
          .select()
          .from(forumGroup)
          .where(sql`${forumGroup.search} @@ ${query}`)
          .orderBy(sql`ts_rank(${forumGroup.search}, ${query}) desc`, forumGroup.id)
          .limit(5)
      : [];
  // Ranking reads every candidate's document: a common word matches a tenth of all posts, so the ranking
  // is among the newest CANDIDATES matches (or fewer, see ENOUGH). How to find those is chosen here, not
  // by the planner: its estimate for a word outside its statistics' common words can be a thousand times
  // the truth, and then it walks the newest posts for a word few of them have (3 s over 1,100,000 posts
  // for `xylophonist`). Each step reads a text index's matches as a bitmap, never the table along an
  // index, and ranks them in the same statement, on the documents it has just read. First the newest
  // RECENT_SEARCH_POSTS posts, which hold CANDIDATES matches of a common word, in their own small text
  // index (post_recent_search: reading a word's matches in the index of every post costs as much as the
  // word is common, 20-50 ms here for a word in a tenth of 1,100,000 posts). If a rarer word has fewer
  // than ENOUGH matches there, a range of the newest ids as wide as its density there says it needs (the
  // index of every post and'ed with the primary key's, so only the matches in the range are read); else
  // every match, the newest first (a rare word's few). Then the page's posts, then a headline for those
  // only (ts_headline re-parses each text). Ids have gaps (rolled-back inserts): a range of n ids holds
  // at most n posts, a bound.
  const visible = sql`p.deleted_at is null and p.hidden_at is null`;
  const {
    candidates: most,
    recent,
    enough: wanted = ENOUGH,
  } = options.bounds ?? { candidates: CANDIDATES, recent: RECENT_SEARCH_POSTS };
  const result = await db.transaction(async (tx) => {
    const rowsOf = async <T>(statement: SQL) =>
      ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
    // The newest id is read along the primary key backwards: the statement is planned before it runs,
    // so before its set_config calls forbid, for the rest of this transaction, walking along an index
    // or over the table (the text indexes' bitmaps only).
    const [head] = await rowsOf<{ id: string | number }>(sql`
      select coalesce(max(id), 0) as id, set_config('enable_seqscan', 'off', true),
        set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'on', true)
      from post`);
    const newestId = Number(head?.id ?? 0);
    // The page of `matches` (the newest `most`, as `id` and `search`) by rank, and how many matched.
    const ranked = async (matches: SQL) => {
      const rows = await rowsOf<{ n: string | number; id: string | number | null }>(sql`
        with m as materialized (${matches})
        select k.n, r.id from (select count(*) as n from m) k
        left join lateral (
          select m.id from m order by ts_rank(m.search, ${query}) desc, m.id desc
          limit ${SEARCH_PAGE + 1} offset ${offset}
        ) r on true`);
      return {
        found: Number(rows[0]?.n ?? 0),
        page: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
      };
    };
    const newest = (span: number | null) =>
      ranked(sql`
        select p.id, p.search from post p
        where p.search @@ ${query} and ${visible} ${span === null ? sql`` : sql`and p.id > ${newestId - span}`}
        order by p.id desc limit ${most}`);
    // post_recent_search holds every visible post above its lowest id (lib/db/schema/community.ts): when
    // it has `most` matches, they are the newest of all. Its lowest id is at most newestId -
    // RECENT_SEARCH_POSTS (the prune keeps that many), so a post restored from below it stays out of range.
    const r = postRecentSearch;
    const first = Math.min(recent, RECENT_SEARCH_POSTS);
    // `+ 0`: the range is checked on the matches, not read from the primary key (a bitmap of nearly
    // the whole table, which the planner prefers for a word it cannot estimate).
    let candidates = await ranked(sql`
      select ${r.postId} as id, ${r.search} as search from ${r}
      where ${r.search} @@ ${query} and ${r.postId} + 0 > ${newestId - first}
      order by ${r.postId} desc limit ${most}`);
    const enough = Math.min(most, wanted);
    if (candidates.found < enough && candidates.found > 0) {
      const span = Math.ceil((2 * first * most) / candidates.found);
      if (span < newestId) candidates = await newest(span);
    }
    if (candidates.found < enough) candidates = await newest(null);
    if (candidates.page.length === 0) return { rows: [] };
    // Ids are numbers: the array literal is safe as one parameter. They come in their rank's order.
    const list = `{${candidates.page.join(',')}}`;
    return tx.execute(sql`
      with q as (select ${query} as query)
      select p.id as post_id, p.thread_id, p.opening, t.title, g.slug, g.seed_key, g.name as group_name,
             c.handle, c.points, p.created_at, ts_rank(p.search, q.query) as rank,
             ts_headline(p.search_config::regconfig, p.body, q.query,
               'StartSel=[[, StopSel=]], MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet
      from unnest(${list}::bigint[]) with ordinality as k(id, at)
      join post p on p.id = k.id
      cross join q
      join thread t on t.id = p.thread_id and t.hidden_at is null
      join forum_group g on g.id = t.group_id
      left join citizen c on c.user_id = p.author_id
      where c.silenced_until is null or c.silenced_until <= ${at}
      order by k.at
    `);
  });
  const rows = (result as unknown as { rows: PostRow[] }).rows;
  const items: SearchHit[] = [
    ...groups.map((g): SearchHit => ({ kind: 'group', group: groupSummary(g), rank: 1 })),
    ...rows.slice(0, SEARCH_PAGE).map((r): SearchHit => ({
      kind: 'post',
      thread: {
        id: r.thread_id,
        title: r.title,
        group: { slug: r.slug, seedKey: r.seed_key, name: r.group_name },
      },
      postId: Number(r.post_id),
      opening: r.opening,
      author: authorRef(r.handle, r.points),
      snippet: r.snippet,
      createdAt: new Date(r.created_at).toISOString(),
      rank: Number(r.rank),
    })),
  ];
  const more = rows.length > SEARCH_PAGE && offset + SEARCH_PAGE < MAX_OFFSET;
  return { items, nextCursor: more ? String(offset + SEARCH_PAGE) : null };
}

/**
 * Drops from post_recent_search every post but the newest RECENT_SEARCH_POSTS ids (hourly). Only a
 * prefix goes, so the table keeps every visible post above its lowest id; `keep` is lowered by tests.
 */
export async function pruneRecentSearch(keep = RECENT_SEARCH_POSTS): Promise<void> {
  const db = await getDb();
  await db
    .delete(postRecentSearch)
    .where(lte(postRecentSearch.postId, sql`(select coalesce(max(id), 0) from post) - ${keep}`));
}
