// Every page of the spec's route table, its message namespace, and the aliases that show it.
// Imported by next.config.ts (rewrites), the proxy, the sitemap, metadata and the tests, so a route
// is declared once.

export const pages = [
  { id: 'home', path: '/' },
  { id: 'about', path: '/about' },
  { id: 'roadmap', path: '/about/roadmap' },
  { id: 'manifesto', path: '/about/manifesto' },
  { id: 'aiUniverse', path: '/ecosystem/ai-universe' },
  { id: 'healthTech', path: '/ecosystem/health-tech' },
  { id: 'dao', path: '/ecosystem/dao' },
  { id: 'proposals', path: '/society/proposals' },
  { id: 'quantum', path: '/ecosystem/quantum' },
  { id: 'web3', path: '/ecosystem/web3' },
  { id: 'academy', path: '/academy' },
  { id: 'builders', path: '/builders' },
  { id: 'community', path: '/community' },
  { id: 'newsroom', path: '/newsroom' },
  { id: 'contact', path: '/contact' },
  { id: 'docs', path: '/docs' },
  { id: 'dashboard', path: '/dashboard' },
  { id: 'creatorHub', path: '/creator-hub' },
  { id: 'marketplace', path: '/marketplace' },
  { id: 'tokenomics', path: '/tokenomics' },
  { id: 'privacy', path: '/privacy-policy' },
  { id: 'terms', path: '/terms-of-service' },
  { id: 'careers', path: '/careers' },
  { id: 'helpCenter', path: '/help-center' },
] as const;

type Page = (typeof pages)[number];
export type PageId = Page['id'];
export type PagePath = Page['path'];
/** A newsroom article's page; its slugs come from content/newsroom, so they are not in the table. */
export type ArticlePath = `/newsroom/${string}`;
/** Pages of what members write, rendered on request: a proposal, a citizen's public profile. */
export type ProposalPath = `/society/proposals/${number}`;
export type CitizenPath = `/citizens/${string}`;
/** The community's pages of what members write: a group, a thread (at a post), the search, the queue. */
export type GroupPath = `/community/groups/${string}`;
export type ThreadPath = `/community/threads/${number}`;
export type CommunitySearchPath = '/community/search' | `/community/search?${string}`;
export type ModerationPath = '/dashboard/moderation';
/** The academy's pages from content/academy: a learning path, a course, a lesson. */
export type AcademyPath = `/academy/${string}`;
/** A credential's public verify page. */
export type CredentialPath = `/credentials/${string}`;
/** The marketplace's pages: a listing (/marketplace/12), the sell form, the member's library. */
export type MarketplacePath =
  | `/marketplace/${number}`
  | `/marketplace/${number}?${string}`
  | '/marketplace/sell'
  | `/marketplace/sell?${string}`
  | '/marketplace/library';
/** A creation's share page. */
export type CreationPath = `/creations/${number}`;
/**
 * Where an internal link may point: a page of the table, optionally at an anchor on it, or an article.
 * Link takes only this, so a mistyped or removed path fails the type check (see routes.types-test.ts).
 */
export type Route =
  | PagePath
  | `${PagePath}#${string}`
  | `${PagePath}?${string}`
  | ArticlePath
  | ProposalPath
  | `${ProposalPath}#${string}`
  | CitizenPath
  | GroupPath
  | `${GroupPath}?${string}`
  | ThreadPath
  | `${ThreadPath}#${string}`
  | `${ThreadPath}?${string}`
  | CommunitySearchPath
  | ModerationPath
  | AcademyPath
  | CredentialPath
  | MarketplacePath
  | CreationPath;

/** Each page's path by id, literal-typed: routes.about is '/about'. */
export const routes = Object.fromEntries(pages.map((page) => [page.id, page.path])) as {
  readonly [P in Page as P['id']]: P['path'];
};

export function pagePath(id: PageId): PagePath {
  const path = routes[id];
  if (!path) throw new Error(`Unknown page ${id}`);
  return path;
}

/** A page's path, or an anchor on it: pageHref('dao', 'constitution') is '/ecosystem/dao#constitution'. */
export function pageHref(id: PageId, fragment?: string): Route {
  return fragment ? `${pagePath(id)}#${fragment}` : pagePath(id);
}

export function articlePath(slug: string): ArticlePath {
  return `/newsroom/${slug}`;
}

export function proposalPath(id: number): ProposalPath {
  return `/society/proposals/${id}`;
}

export function citizenPath(handle: string): CitizenPath {
  return `/citizens/${handle}`;
}

export function groupPath(slug: string): GroupPath {
  return `/community/groups/${slug}`;
}

export function threadPath(id: number): ThreadPath {
  return `/community/threads/${id}`;
}

export const sellPath = '/marketplace/sell' as const;
export const libraryPath = '/marketplace/library' as const;

export function listingPath(id: number): `/marketplace/${number}` {
  return `/marketplace/${id}`;
}

/** A post inside its thread's page: the anchor is the post's element id. */
export function postHref(threadId: number, postId: number): `${ThreadPath}#${string}` {
  return `${postHrefPrefix(threadId)}${postId}`;
}

/** A post's href without its id, for SQL that appends the id of a post it writes. */
export function postHrefPrefix(threadId: number): `${ThreadPath}#post-` {
  return `${threadPath(threadId)}#post-`;
}

/** A learning path's page, a course's (with `course`) or a lesson's (with both). */
export function academyPath(path: string, course?: string, lesson?: string): AcademyPath {
  return `/academy/${[path, course, lesson].filter(Boolean).join('/')}`;
}

export function credentialPath(id: string): CredentialPath {
  return `/credentials/${id}`;
}

export const communitySearchPath = '/community/search' as const;
export const moderationPath: ModerationPath = '/dashboard/moderation';

/** Alias -> main route. A trailing "/:slug" alias maps article pages too. */
export const aliases: Readonly<Record<string, PagePath>> = {
  '/ai-universe': '/ecosystem/ai-universe',
  '/health-bioverse': '/ecosystem/health-tech',
  '/society': '/ecosystem/dao',
  '/quantum-tech': '/ecosystem/quantum',
  '/finance': '/ecosystem/web3',
  '/web3-finance': '/ecosystem/web3',
  '/dev-zone': '/builders',
  '/insights': '/newsroom',
};

/** Resolves an alias path ("/insights/some-article" included) to its main route, or returns it unchanged. */
export function resolveAlias(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const direct = aliases[trimmed];
  if (direct) return direct;
  const match = /^\/insights\/([^/]+)$/.exec(trimmed);
  return match ? articlePath(match[1]!) : path;
}

/** Where a citizen writes a learning path (`?id=` edits one), and the moderators' review of them. */
export function writePathHref(id?: number): AcademyPath {
  return id ? `/academy/write?id=${id}` : '/academy/write';
}
export const pathReviewPath = '/academy/review' as const;

export function creationPath(id: number): CreationPath {
  return `/creations/${id}`;
}
