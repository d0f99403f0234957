'use client';

// The member's library (LAZY: ./market-lazy.tsx on /marketplace/library): the items they got, and the
// ones they list with their status and an edit link.
import { LogIn, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import type { Library } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { routes, sellPath } from '@/lib/routes';
import { failureOf, failureText } from './errors';
import { ListingCard, type ListingCardStrings } from './listing-card';

type Market = AppMessages['marketplace'];
export type LibraryStrings = ListingCardStrings & { library: Market['library']; errors: Market['errors'] };
export type LibraryViewProps = { locale: string; strings: LibraryStrings; onReady?: () => void };

export function LibraryView({ locale, strings: s, onReady }: LibraryViewProps) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [library, setLibrary] = useState<Library | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const l = s.library;

  useReady(onReady);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<Library>('/api/marketplace/library').then((result) => {
      if (!live) return;
      if (result.ok) setLibrary(result.data);
      else setFailure(failureOf(result));
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (userId === null)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{l.signIn}</p>
        <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
          <LogIn aria-hidden="true" className="size-4" />
          {l.signInAction}
        </button>
      </div>
    );
  if (failure) return <FormAlert>{failureText(s.errors, failure)}</FormAlert>;
  if (!library)
    return (
      <p role="status" className="text-muted">
        {l.loading}
      </p>
    );

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="library-got" className="flex flex-col gap-4">
        <h2 id="library-got" className="text-2xl font-semibold">
          {l.got}
        </h2>
        {library.got.length === 0 ? (
          <p className="text-muted">
            {l.gotEmpty}{' '}
            <Link href={routes.marketplace} className="underline">
              {l.browse}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {library.got.map((item) => (
              <li key={item.id}>
                <ListingCard listing={item} strings={s} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="library-selling" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="library-selling" className="text-2xl font-semibold">
            {l.selling}
          </h2>
          <Link href={sellPath} className={buttonVariants({ variant: 'outline' })}>
            {l.list}
          </Link>
        </div>
        {library.selling.length === 0 ? (
          <p className="text-muted">{l.sellingEmpty}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {library.selling.map((item) => (
              <li key={item.id}>
                <ListingCard
                  listing={item}
                  strings={s}
                  locale={locale}
                  extra={
                    <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-3 text-sm">
                      <span>{l.statuses[item.status]}</span>
                      <Link
                        href={`/marketplace/sell?id=${item.id}`}
                        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                        aria-label={formatMessage(l.edit, { title: item.title }, locale)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Link>
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
