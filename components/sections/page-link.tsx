import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Route } from '@/lib/routes';

/** An anchor on the current page ("#faq"): a plain link, which the client router has no part in. */
export type InPageHref = `#${string}`;
export type PageHref = Route | InPageHref;

function isInPage(href: PageHref): href is InPageHref {
  return href.startsWith('#');
}

/** A link to a route of the site (through Link, in the page's language) or to an anchor on this page. */
export function PageLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: PageHref }) {
  return isInPage(href) ? <a href={href} {...props} /> : <Link href={href} {...props} />;
}
