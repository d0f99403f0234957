'use client';

import { useMessages } from 'next-intl';
import { useEffect } from 'react';
import { HeroFrame } from '@/components/sections/hero-frame';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

type ErrorTexts = { title: string; description: string; retry: string; home: string };

/**
 * A page of the locale that failed to render, inside the frame and in the page's language (the layout
 * hands `common.error` to the client). "Try again" renders the segment anew; the error goes to the
 * console by digest or name only, never its message, which may carry data. An error boundary is part of
 * every page's first-load JavaScript, so it is plain markup (HeroFrame, PageHero's markup, imports
 * nothing): no formatter, no tailwind-merge.
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
      <HeroFrame title={t.title} lead={t.description}>
        <button type="button" onClick={reset} className={buttonVariants()}>
          {t.retry}
        </button>
        <Link href={routes.home} className={buttonVariants({ variant: 'outline' })}>
          {t.home}
        </Link>
      </HeroFrame>
    </>
  );
}
