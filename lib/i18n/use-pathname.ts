import { usePathname as useUrlPathname } from 'next/navigation';
import { splitLocale } from './detect';

/**
 * For client components: the current page's path without its language prefix ("/vi/about" -> "/about"),
 * as the site's hrefs are written. Ours rather than next-intl's createNavigation, whose helpers bring
 * next/link into the first-load JavaScript.
 */
export function usePathname(): string {
  return splitLocale(useUrlPathname() ?? '/').path;
}
