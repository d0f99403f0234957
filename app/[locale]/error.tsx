'use client';

import { useEffect } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { useTranslator } from '@/lib/i18n/use-translator';

/**
 * A page of the locale that failed to render, inside the frame and in the page's language (the layout
 * hands `common.error` to the client). "Try again" renders the segment anew; the error itself goes to
 * the console by name and digest only, never its message, which may carry data.
 */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslator('common');
  useEffect(() => {
    console.error(`civitas: the page failed to render (${error.digest ?? error.name})`);
  }, [error]);
  return (
    <>
      <title>{t('error.title')}</title>
      <meta name="robots" content="noindex" />
      <PageHero title={t('error.title')} lead={t('error.description')}>
        <Button onClick={reset}>{t('error.retry')}</Button>
        <Button asChild variant="outline">
          <Link href="/">{t('error.home')}</Link>
        </Button>
      </PageHero>
    </>
  );
}
