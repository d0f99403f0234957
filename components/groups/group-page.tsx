import { ArrowLeft, ArrowRight, MessagesSquare } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { GroupSummary, ThreadPage } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { groupPath, pageHref, type Route } from '@/lib/routes';
import { formatDay } from './format';
import { GroupActionsLazy } from './group-actions-lazy';
import { groupActionsStrings } from './strings';
import { ThreadCard, type ThreadCardStrings } from './thread-card';

export type GroupPageProps = {
  group: GroupSummary;
  /** Its name and description as shown (a founding group's are messages). */
  text: { name: string; description: string };
  /** A page of its threads, newest activity first, from `cursor` on. */
  threads: ThreadPage;
  cursor?: string;
  /** The server's clock when the page is rendered (lib/clock.ts), for "Last activity 5 minutes ago". */
  now: Date;
  locale: Locale;
};

const linkLook = 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline';

/** The threads from `cursor` on, at the list (`?cursor=…#threads`). */
function threadsHref(slug: string, cursor?: string): Route {
  return cursor
    ? `${groupPath(slug)}?${new URLSearchParams({ cursor }).toString()}#threads`
    : groupPath(slug);
}

/**
 * A group, rendered on request: its name, description and counts, the reader's Join / Leave and New
 * thread (an island), and its threads a page at a time, newest activity first.
 */
export async function GroupPageView({ group, text, threads, cursor, now, locale }: GroupPageProps) {
  const [t, strings] = await Promise.all([getTranslations('groups'), groupActionsStrings()]);
  const cardStrings: ThreadCardStrings = {
    startedBy: t('group.threads.startedBy'),
    replies: (count) => t('group.threads.replies', { count }),
    lastActivity: (time) => t('group.threads.lastActivity', { time }),
    locked: t('group.threads.locked'),
    hidden: t('group.threads.hidden'),
    formerMember: t('formerMember'),
  };

  return (
    <article className="mx-auto max-w-4xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <Link
        href={pageHref('community', 'groups')}
        className="inline-flex items-center gap-2 text-sm text-muted hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('group.back')}
      </Link>

      <header className="mt-6 flex flex-col gap-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-accent uppercase">
          <MessagesSquare aria-hidden="true" className="size-4" />
          {group.seedKey
            ? t('group.founding')
            : t('group.started', { date: formatDay(group.createdAt, locale) })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl md:text-5xl">
          {text.name}
        </h1>
        <p className="text-lg break-words text-muted text-pretty">{text.description}</p>
        <p className="text-sm font-medium text-foreground">
          {t('counts.members', { count: group.members })} · {t('counts.threads', { count: group.threads })}
        </p>
        <GroupActionsLazy groupId={group.id} slug={group.slug} name={text.name} strings={strings} />
      </header>

      <section id="threads" aria-labelledby="threads-title" className="mt-12 scroll-mt-24">
        <h2 id="threads-title" className="text-2xl font-bold tracking-tight">
          {t('group.threads.title')}
        </h2>
        {threads.items.length > 0 ? (
          <ul className="mt-6 flex flex-col gap-4">
            {threads.items.map((thread) => (
              <li key={thread.id}>
                <ThreadCard thread={thread} now={now} locale={locale} strings={cardStrings} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center text-muted">
            {cursor ? t('group.threads.emptyOlder') : t('group.threads.empty')}
          </p>
        )}

        {(cursor || threads.nextCursor) && (
          <nav
            aria-label={t('group.threads.pagesLabel')}
            className="mt-8 flex flex-wrap justify-between gap-3"
          >
            {cursor && (
              <Link href={threadsHref(group.slug)} className={linkLook}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('group.threads.newest')}
              </Link>
            )}
            {threads.nextCursor && (
              <Link
                href={threadsHref(group.slug, threads.nextCursor)}
                rel="next"
                className={`ml-auto ${linkLook}`}
              >
                {t('group.threads.older')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </nav>
        )}
      </section>
    </article>
  );
}
