import type { ReactNode } from 'react';
import { resolveLocale, type LocaleParams } from '@/lib/page';
import type { PageId } from '@/lib/routes';
import { PageBody } from './page-body';

/**
 * The default export of a page file: resolves the locale for static rendering and wraps the page's
 * body (which reads its own namespace, named after the page id).
 *   export default localizedPage('about', AboutPage);
 */
export function localizedPage(id: PageId, Body: () => Promise<ReactNode> | ReactNode) {
  return async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    return (
      <PageBody locale={locale} namespace={id}>
        <Body />
      </PageBody>
    );
  };
}
