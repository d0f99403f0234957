'use client';

import { useMessages } from 'next-intl';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

type ErrorTexts = { title: string; description: string; retry: string; home: string };

/**
 * A page of the locale that failed to render, inside the frame and in the page's language (the layout
 * hands `common.error` to the client). "Try again" renders the segment anew; the error goes to the
 * console by digest or name only, never its message, which may carry data. An error boundary is part of
 * every page's first-load JavaScript, so it is plain markup: no formatter, no tailwind-merge, and its own
 * copy of the hero's markup (rendering it through a shared component cost every page 0.11 KB gzip).
 */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = (useMessages() as { common: { error: ErrorTexts } }).common.error;
  useEffect(() => {
    console.error(`civitas: the page failed to render (${error.digest ?? error.name})`);
  }, [error]);
  return (
    <>
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 md:pt-24">
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
          {t.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted text-pretty">{t.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" onClick={reset} className={buttonVariants()}>
            {t.retry}
          </button>
          <Link href={routes.home} className={buttonVariants({ variant: 'outline' })}>
            {t.home}
          </Link>
        </div>
      </section>
    </>
  );
}
