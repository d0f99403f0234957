// What a page rendered on request and a write tell the production server's page cache
// (server/page-cache.mjs), so that a page is kept until something it shows changes:
// - a page says which topics it shows (`pageShows('proposal:42')`) and when its text changes with time
//   alone (`pageChangesIn(ms)`); a page that says nothing is kept briefly and dropped by any write;
// - a write says which topics it changed (`pagesChanged('proposal:42', 'proposals')`); a write that
//   says nothing drops every page.
// The topics are the live topics (`proposal:{id}`, `thread:{id}`) and `proposals` for the list. A write
// that changes only pages naming no topic (a group's page, a profile) names what it changed all the same
// (`group:{slug}`, `citizen:{handle}`): any named write drops those pages, and the others stay. Each
// call is a no-op outside that server (tests, scripts, the browser) and outside a request it caches.

type PageRender = { declared: boolean; tags: Set<string>; changesIn: number };
type PageWrite = { changed: Set<string> | null };
type Scope = { page?: PageRender; write?: PageWrite };

function scope(): Scope | undefined {
  const shared = globalThis as { civitasPageScope?: { getStore(): Scope | undefined } };
  return shared.civitasPageScope?.getStore();
}

/** The page being rendered shows these topics: a write to any of them drops it. */
export function pageShows(...topics: string[]): void {
  const page = scope()?.page;
  if (!page) return;
  page.declared = true;
  for (const topic of topics) page.tags.add(topic);
}

/** What the page being rendered shows changes by itself in `ms` (a time of day, "in 3 days"). */
export function pageChangesIn(ms: number): void {
  const page = scope()?.page;
  if (page) page.changesIn = Math.min(page.changesIn, Math.max(0, ms));
}

/** The write under way changed these topics (and only these: say nothing to drop every page). */
export function pagesChanged(...topics: string[]): void {
  const write = scope()?.write;
  if (!write) return;
  write.changed ??= new Set();
  for (const topic of topics) write.changed.add(topic);
}
