import { Lock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/components/governance/format';
import { formatRelativeTime } from '@/components/notifications/relative-time';
import { BackLink } from '@/components/sections/back-link';
import { FactBox } from '@/components/sections/fact-box';
import { HiddenHeading } from '@/components/sections/hidden-heading';
import { MemberLink } from '@/components/sections/member-link';
import { PagerLinks } from '@/components/sections/pager-links';
import { Badge } from '@/components/ui/badge';
import type { PostPage, ThreadSummary } from '@/lib/api/contract';
import { foundingGroups, type FoundingGroup } from '@/lib/community/rules';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { groupPath, threadPath } from '@/lib/routes';
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
    <PagerLinks
      label={t('thread.pages')}
      className="mt-6 flex flex-wrap justify-between gap-3"
      first={after && { href: threadPath(thread.id), label: t('thread.first') }}
      next={
        posts.nextCursor && {
          href: `?${new URLSearchParams({ after: posts.nextCursor }).toString()}`,
          label: t('thread.more'),
        }
      }
    />
  );

  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <BackLink href={groupPath(group.slug)}>{t('thread.back', { group: groupName })}</BackLink>

      <header className="mt-6">
        {thread.locked && (
          <Badge variant="muted" className="gap-1.5" title={t('thread.lockedHint')}>
            <Lock aria-hidden="true" className="size-3.5" />
            {t('thread.locked')}
          </Badge>
        )}
        {thread.hidden ? (
          <HiddenHeading title={t('thread.hidden.title')} body={t('thread.hidden.body')} />
        ) : (
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">
            {thread.title}
          </h1>
        )}
        <FactBox
          label={t('thread.details')}
          columns={4}
          items={[
            {
              key: 'group',
              term: t('thread.group'),
              value: (
                <Link href={groupPath(group.slug)} className="font-medium text-primary hover:underline">
                  {groupName}
                </Link>
              ),
            },
            {
              key: 'author',
              term: t('thread.startedBy'),
              value: (
                <MemberLink
                  author={thread.author}
                  at
                  formerLabel={t('post.formerMember')}
                  formerClassName="font-medium text-muted"
                />
              ),
            },
            {
              key: 'started',
              term: t('thread.started'),
              valueClassName: 'font-medium',
              value: (
                <time dateTime={thread.createdAt} title={formatDateTime(thread.createdAt, locale)}>
                  {formatRelativeTime(thread.createdAt, now, locale)}
                </time>
              ),
            },
            {
              key: 'replies',
              term: t('thread.replies'),
              valueClassName: 'font-medium tabular-nums',
              value: t('thread.repliesCount', { count: thread.replies }),
            },
          ]}
        />
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
