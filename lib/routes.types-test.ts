// Type-level checks of the route table, run by `tsc --noEmit` (this file is never executed). Each
// line marked with an expected error must stay an error: if Route or Link ever accepted any string,
// the directive would be unused and the type check would fail.
import type { LinkProps } from './i18n/navigation';
import type { NavLink } from './site';
import { articlePath, pageHref, pagePath, routes, type Route } from './routes';

export const validRoutes: Route[] = [
  '/',
  '/about',
  '/society/proposals',
  '/ecosystem/dao#constitution',
  '/newsroom/some-article',
  routes.helpCenter,
  pagePath('privacy'),
  pageHref('aiUniverse', 'citizenship'),
  articlePath('some-article'),
];

export const linkHref: LinkProps['href'] = routes.about;

// @ts-expect-error: not a route (a typo)
export const misspelt: Route = '/abuot';

// @ts-expect-error: not a route (an alias is rewritten by the proxy, not linked to)
export const alias: Route = '/insights';

// @ts-expect-error: not a route (no trailing slash in the table)
export const trailingSlash: Route = '/about/';

// @ts-expect-error: not a route (a fragment needs a page before it)
export const fragmentOnly: Route = '#constitution';

// @ts-expect-error: Link takes no free string
export const badLink: LinkProps['href'] = '/docs/getting-started';

// @ts-expect-error: a free string is not a route either
export const anyString: LinkProps['href'] = String('/about');

// @ts-expect-error: not a page id
export const badId = pagePath('abuot');

// @ts-expect-error: not a page id
export const badRoute = routes.abuot;

// @ts-expect-error: a navigation link's path comes from its page, not a free string
export const badNav: NavLink = { id: 'about', href: '/about-us' };
