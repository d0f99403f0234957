import { MessagesSquare } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/back-link';
import { DetailSection } from '@/components/sections/detail-section';
import { PagerLinks } from '@/components/sections/pager-links';
import type { GroupSummary, ThreadPage } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/config';
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
      <BackLink href={pageHref('community', 'groups')}>{t('group.back')}</BackLink>

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

      <DetailSection id="threads" anchored title={t('group.threads.title')}>
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

        <PagerLinks
          label={t('group.threads.pagesLabel')}
          first={cursor && { href: threadsHref(group.slug), label: t('group.threads.newest') }}
          next={
            threads.nextCursor && {
              href: threadsHref(group.slug, threads.nextCursor),
              label: t('group.threads.older'),
            }
          }
        />
      </DetailSection>
    </article>
  );
}
