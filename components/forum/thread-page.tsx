import { ArrowLeft, ArrowRight, EyeOff, Lock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/components/governance/format';
import { formatRelativeTime } from '@/components/notifications/relative-time';
import { Badge } from '@/components/ui/badge';
import type { PostPage, ThreadSummary } from '@/lib/api/contract';
import { foundingGroups, type FoundingGroup } from '@/lib/community/rules';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath, groupPath, threadPath } from '@/lib/routes';
import { PostStream } from './post-stream';
import { threadStrings } from './strings';

export type ThreadPageProps = {
  thread: ThreadSummary;
  /** This page of its posts, oldest first (listPosts), and the `after` cursor it was asked with. */
  posts: PostPage;
  after?: string;
  /** The server's clock when the page is rendered (lib/clock.ts). */
  now: Date;
  locale: Locale;
};

const linkLook = 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline';

const isFounding = (key: string | null): key is FoundingGroup =>
  key !== null && (foundingGroups as readonly string[]).includes(key);

/**
 * One thread, rendered on request: its title, group, author and age (a hidden thread: a notice in their
 * place), then a page of its posts (./post-stream.tsx, live once loaded), "Show more replies", and the
 * reply box or what stands in its place.
 */
export async function ThreadPage({ thread, posts, after, now, locale }: ThreadPageProps) {
  const [t, community, strings] = await Promise.all([
    getTranslations('forum'),
    getTranslations('community'),
    threadStrings(),
  ]);
  const { group } = thread;
  const groupName = isFounding(group.seedKey) ? community(`groups.${group.seedKey}.title`) : group.name;

  const pager = (after || posts.nextCursor) && (
    <nav aria-label={t('thread.pages')} className="mt-6 flex flex-wrap justify-between gap-3">
      {after && (
        <Link href={threadPath(thread.id)} className={linkLook}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('thread.first')}
        </Link>
      )}
      {posts.nextCursor && (
        // A query on this page: a plain link (the route table types paths, not a thread's queries).
        <a
          href={`?${new URLSearchParams({ after: posts.nextCursor }).toString()}`}
          rel="next"
          className={`ml-auto ${linkLook}`}
        >
          {t('thread.more')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </nav>
  );

  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <Link
        href={groupPath(group.slug)}
        className="inline-flex items-center gap-2 text-sm text-muted hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('thread.back', { group: groupName })}
      </Link>

      <header className="mt-6">
        {thread.locked && (
          <Badge variant="muted" className="gap-1.5" title={t('thread.lockedHint')}>
            <Lock aria-hidden="true" className="size-3.5" />
            {t('thread.locked')}
          </Badge>
        )}
        {thread.hidden ? (
          <>
            <h1 className="mt-4 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
              <EyeOff aria-hidden="true" className="size-8 shrink-0 text-muted" />
              {t('thread.hidden.title')}
            </h1>
            <p className="mt-4 text-lg text-muted">{t('thread.hidden.body')}</p>
          </>
        ) : (
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">
            {thread.title}
          </h1>
        )}
        <dl
          aria-label={t('thread.details')}
          className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm sm:grid-cols-4"
        >
          <div>
            <dt className="text-muted">{t('thread.group')}</dt>
            <dd className="mt-0.5">
              <Link href={groupPath(group.slug)} className="font-medium text-primary hover:underline">
                {groupName}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('thread.startedBy')}</dt>
            <dd className="mt-0.5">
              {thread.author ? (
                <Link
                  href={citizenPath(thread.author.handle)}
                  className="font-medium text-primary hover:underline"
                >
                  @{thread.author.handle}
                </Link>
              ) : (
                <span className="font-medium text-muted">{t('post.formerMember')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('thread.started')}</dt>
            <dd className="mt-0.5 font-medium">
              <time dateTime={thread.createdAt} title={formatDateTime(thread.createdAt, locale)}>
                {formatRelativeTime(thread.createdAt, now, locale)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('thread.replies')}</dt>
            <dd className="mt-0.5 font-medium tabular-nums">
              {t('thread.repliesCount', { count: thread.replies })}
            </dd>
          </div>
        </dl>
        {thread.locked && <p className="mt-4 text-sm text-muted">{t('thread.lockedHint')}</p>}
      </header>

      <section aria-labelledby="posts-title" className="mt-10">
        <h2 id="posts-title" className="sr-only">
          {t('thread.postsTitle')}
        </h2>
        {posts.items.length === 0 && (
          <p className="mb-4 rounded-2xl border border-dashed border-border p-6 text-center text-muted">
            {t('thread.empty')}
          </p>
        )}
        <PostStream
          threadId={thread.id}
          initialPosts={posts.items}
          lastPage={posts.nextCursor === null}
          locked={thread.locked}
          renderedAt={now.toISOString()}
          strings={strings}
          pager={pager || undefined}
        />
      </section>
    </article>
  );
}
