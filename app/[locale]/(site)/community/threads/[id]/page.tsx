import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { excerpt, plainText } from '@/components/forum/format';
import { ThreadPage } from '@/components/forum/thread-page';
import { PageBody } from '@/components/pages/page-body';
import { now } from '@/lib/clock';
import { getThread, listPosts, threadTopic } from '@/lib/community/threads';
import { pageShows } from '@/lib/page-cache';
import { resolveLocale } from '@/lib/page';
import { JsonLd } from '@/components/seo/json-ld';
import { citizenPath, threadPath } from '@/lib/routes';
import { discussionForumPosting } from '@/lib/structured-data';
import { memberShareImage } from '@/lib/og/titles';
import { dynamicPageMetadata } from '@/lib/seo';

// A thread is read from the database on each request (and so gets the per-request CSP nonce,
// server/server.mjs): replies come by the minute.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The id segment as a thread id: digits only, no leading zero ("12", never "012", "1e3" or "-1"). */
function threadId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** One read per request for the metadata and the page. Null for an unknown or invalid id. */
const loadThread = cache(async (segment: string) => {
  const id = threadId(segment);
  return id === null ? null : getThread(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const thread = await loadThread((await params).id);
  if (!thread) return {};
  const path = threadPath(thread.id);
  if (thread.hidden) {
    const t = await getTranslations({ locale, namespace: 'forum' });
    const title = t('meta.hiddenTitle');
    return dynamicPageMetadata({ locale, namespace: 'forum', path, title, description: title, index: false });
  }
  // The description is the opening post's text (the first post of the thread).
  const opening = (await listPosts(thread.id, { limit: 1 })).items[0];
  const text = opening?.state === 'visible' ? excerpt(plainText(opening.html)) : '';
  return dynamicPageMetadata({
    locale,
    namespace: 'forum',
    path,
    title: thread.title,
    description: text || thread.title,
    image: memberShareImage(locale, 'thread', thread.id),
  });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const thread = await loadThread((await params).id);
  if (!thread) notFound();
  // Kept by the page cache until a reply, an edit, a like or a moderator's act in it.
  pageShows(threadTopic(thread.id));
  // ?after=<cursor> from "Show more replies"; anything odd reads as the first page.
  const query = (await searchParams).after;
  const after = typeof query === 'string' && query.length > 0 && query.length <= 200 ? query : undefined;
  const posts = await listPosts(thread.id, { after, limit: 50 });
  const opening = after ? null : posts.items.find((p) => p.opening && p.state === 'visible');
  return (
    <PageBody locale={locale} namespace="forum">
      {opening && !thread.hidden && (
        <JsonLd
          data={discussionForumPosting({
            locale,
            path: threadPath(thread.id),
            headline: thread.title,
            text: plainText(opening.html),
            author: thread.author
              ? { handle: thread.author.handle, path: citizenPath(thread.author.handle) }
              : null,
            datePublished: thread.createdAt,
            replies: thread.replies,
            group: thread.group.name,
          })}
        />
      )}
      <ThreadPage thread={thread} posts={posts} after={after} now={now()} locale={locale} />
    </PageBody>
  );
}
