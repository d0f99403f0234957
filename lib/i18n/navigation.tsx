import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Route } from '../routes';
import type { Locale } from './config';
import { localizePath } from './detect';

/** Marks the anchors rendered by Link, which the client router follows (components/frame/link-router.tsx). */
const NAV_ATTRIBUTE = 'data-nav';
export const CLIENT_NAV_SELECTOR = `a[${NAV_ATTRIBUTE}]`;

/** `href` is a route of the table (lib/routes.ts), never a free string, so a wrong path fails the build. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: Route; locale?: Locale };

/**
 * A link to a page of the site in the page's language (or `locale`): a plain anchor with the localized
 * path. Not next/link: each next/link is a client component that hydrates with its own hooks and
 * prefetches from the viewport; with some 70 links in the frame and a page, hydrating them was a large
 * share of the main thread's work at start-up. In a server component this Link leaves no client code at
 * all; one listener (LinkRouter) sends clicks on these anchors through the client router and prefetches
 * a page when the pointer or focus comes to its link.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  const marker = { [NAV_ATTRIBUTE]: '' };
  return <a {...marker} href={localizePath(locale ?? current, href)} {...props} />;
}
