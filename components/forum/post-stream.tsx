'use client';

// A thread's posts (EAGER: rendered on the server with the page, then live). Once on screen it records
// the reader's visit (POST /api/community/threads/{id}/visit → ThreadMe), which says what they may do:
// citizens get each post's actions and the reply box (both LAZY), and the posts written since their last
// visit get a marker. New replies arrive from the thread's event stream and are announced; changed posts
// (edited, deleted, hidden, liked) are read again.
import { LoaderCircle } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { PostView, ThreadMe } from '@/lib/api/contract';
import { formatDateTime } from '@/components/governance/format';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { quotableText, quoteBlock, sameAuthor, withinEditWindow } from './format';
import { PostCard, postElementId } from './post-card';
import type { QuoteRequest, ThreadStrings } from './types';
import { useThreadLive } from './use-thread-live';

const PostActions = dynamic(() => import('./post-actions').then((m) => m.PostActions), {
  ssr: false,
  loading: () => null,
});

const PostEditor = dynamic(() => import('./post-editor').then((m) => m.PostEditor), {
  ssr: false,
  loading: () => <LoaderCircle aria-hidden="true" className="mt-3 size-5 animate-spin text-muted" />,
});

const ReplyComposer = dynamic(() => import('./reply-composer').then((m) => m.ReplyComposer), {
  ssr: false,
  loading: () => (
    <div
      aria-hidden="true"
      className="h-72 rounded-3xl border border-border bg-surface/60 motion-safe:animate-pulse"
    />
  ),
});

export type PostStreamProps = {
  threadId: number;
  /** The posts of this page, oldest first, as the server read them. */
  initialPosts: PostView[];
  /** No page of posts follows this one: new replies are shown here as they come. */
  lastPage: boolean;
  locked: boolean;
  /** The server's clock when it rendered the page (ISO): relative times agree while hydrating. */
  renderedAt: string;
  strings: ThreadStrings;
  /** Between the posts and the reply box: the server's "Show more replies" link. */
  pager?: ReactNode;
};

type Standing =
  { status: 'loading' } | { status: 'visitor' } | { status: 'failed' } | { status: 'ready'; me: ThreadMe };

/** Posts in id order (ids grow with time), one each. */
function withPost(posts: PostView[], post: PostView): PostView[] {
  if (posts.some((p) => p.id === post.id)) return posts.map((p) => (p.id === post.id ? post : p));
  return [...posts, post].sort((a, b) => a.id - b.id);
}

export function PostStream({
  threadId,
  initialPosts,
  lastPage,
  locked,
  renderedAt,
  strings: s,
  pager,
}: PostStreamProps) {
  const locale = useLocale();
  const session = useSession();
  const [posts, setPosts] = useState(initialPosts);
  const [now, setNow] = useState(() => new Date(renderedAt));
  const [visited, setVisited] = useState<{ who: string; standing: Standing } | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [focusEdit, setFocusEdit] = useState<number | null>(null);
  const [quote, setQuote] = useState<QuoteRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [liveError, setLiveError] = useState(false);
  const quotes = useRef(0);
  const fetching = useRef(new Set<number>());
  const fmt = useCallback(
    (message: string, values?: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );

  // Relative times from this device's clock after the first render (the server's), as it moves.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // The visit is recorded once per page load (and again for whoever signs in on the page).
  const who = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const visit = useCallback(
    (reader: string) =>
      api<ThreadMe>(`/api/community/threads/${threadId}/visit`, { method: 'POST' }).then((result) =>
        setVisited({
          who: reader,
          standing: result.ok
            ? { status: 'ready', me: result.data }
            : { status: result.status === 401 ? 'visitor' : 'failed' },
        }),
      ),
    [threadId],
  );
  useEffect(() => {
    if (who) void visit(who);
  }, [who, visit]);

  const standing: Standing =
    who === undefined
      ? { status: 'loading' }
      : who === null
        ? { status: 'visitor' }
        : visited?.who === who
          ? visited.standing
          : { status: 'loading' };
  const me = standing.status === 'ready' ? standing.me : null;
  const updateMe = (change: (me: ThreadMe) => ThreadMe) =>
    setVisited((current) =>
      current?.standing.status === 'ready'
        ? { ...current, standing: { ...current.standing, me: change(current.standing.me) } }
        : current,
    );

  // What the stream's handlers read: the posts and the reader as last rendered.
  const postsRef = useRef(posts);
  const meRef = useRef(me);
  useEffect(() => {
    postsRef.current = posts;
    meRef.current = me;
  });

  const readPost = useCallback(
    async (postId: number): Promise<PostView | null> => {
      const result = await api<PostView>(`/api/community/posts/${postId}`);
      return result.ok && result.data.threadId === threadId ? result.data : null;
    },
    [threadId],
  );

  useThreadLive(threadId, {
    onPost: (postId) => {
      // On an earlier page the new reply is not the next post here: it waits on the last page.
      if (!lastPage || fetching.current.has(postId) || postsRef.current.some((p) => p.id === postId)) return;
      fetching.current.add(postId);
      void readPost(postId).then((post) => {
        fetching.current.delete(postId);
        if (!post) return setLiveError(true);
        if (postsRef.current.some((p) => p.id === post.id)) return;
        setPosts((current) => withPost(current, post));
        if (!sameAuthor(post.author, meRef.current?.handle))
          setAnnouncement(
            post.author ? fmt(s.live.newReply, { handle: post.author.handle }) : s.live.newReplyFormer,
          );
      });
    },
    onChanged: (postId) => {
      if (!postsRef.current.some((p) => p.id === postId)) return;
      void readPost(postId).then((post) => post && setPosts((current) => withPost(current, post)));
    },
  });

  const replace = (post: PostView) => setPosts((current) => withPost(current, post));

  function focusPost(postId: number) {
    requestAnimationFrame(() => document.getElementById(postElementId(postId))?.focus());
  }

  const canReply =
    !locked &&
    me?.citizen === true &&
    !(me.silencedUntil && new Date(me.silencedUntil).getTime() > now.getTime());

  function quotePost(post: PostView, selected: string) {
    const header = post.author
      ? fmt(s.post.quoteHeader, { handle: post.author.handle })
      : s.post.quoteHeaderFormer;
    const text = selected.trim() || quotableText(post.html);
    setQuote({ key: ++quotes.current, postId: post.id, text: quoteBlock(header, text) });
  }

  // "New since your last visit": before the first post newer than the last visit that is not the reader's.
  const lastVisit = me?.lastVisit ? new Date(me.lastVisit).getTime() : null;
  const firstNew =
    lastVisit === null
      ? undefined
      : posts.find((p) => new Date(p.createdAt).getTime() > lastVisit && !sameAuthor(p.author, me?.handle))
          ?.id;

  function actionsFor(post: PostView) {
    if (!me?.citizen || post.state !== 'visible' || editing === post.id) return undefined;
    const mine = sameAuthor(post.author, me.handle);
    return (
      <PostActions
        post={post}
        mine={mine}
        liked={me.liked.includes(post.id)}
        flagged={me.flagged.includes(post.id)}
        editable={mine && me.editable.includes(post.id) && withinEditWindow(post, now.getTime())}
        canQuote={canReply}
        focusEdit={focusEdit === post.id}
        strings={s}
        locale={locale}
        onLiked={(likes, liked) => {
          setPosts((current) => current.map((p) => (p.id === post.id ? { ...p, likes } : p)));
          updateMe((m) => ({
            ...m,
            liked: liked ? [...new Set([...m.liked, post.id])] : m.liked.filter((id) => id !== post.id),
          }));
        }}
        onQuote={(selected) => quotePost(post, selected)}
        onEdit={() => {
          setFocusEdit(null);
          setEditing(post.id);
        }}
        onDeleted={(deleted) => {
          replace(deleted);
          focusPost(post.id);
        }}
        onFlagged={(hidden) => {
          updateMe((m) => ({ ...m, flagged: [...new Set([...m.flagged, post.id])] }));
          if (hidden) void readPost(post.id).then((read) => read && replace(read));
        }}
        onEditClosed={() => setFocusEdit(null)}
      />
    );
  }

  function closeEditor(postId: number, saved?: PostView) {
    if (saved) replace(saved);
    setEditing(null);
    // Back to the post's Edit button (the actions come back with the text), or to the post itself.
    if (!saved || saved.state === 'visible') setFocusEdit(postId);
    else focusPost(postId);
  }

  let reply: ReactNode;
  if (locked) {
    reply = (
      <Notice title={s.composer.locked.title}>
        <p className="text-sm text-muted">{s.composer.locked.body}</p>
      </Notice>
    );
  } else if (standing.status === 'loading') {
    reply = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {s.composer.loading}
      </p>
    );
  } else if (standing.status === 'visitor') {
    reply = (
      <Notice title={s.composer.visitor.title}>
        <p className="text-sm text-muted">{s.composer.visitor.body}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => openJoinDialog('login')}
            className={buttonVariants({ size: 'compact' })}
          >
            {s.composer.visitor.login}
          </button>
          <button
            type="button"
            onClick={() => openJoinDialog('signup')}
            className={buttonVariants({ variant: 'outline', size: 'compact' })}
          >
            {s.composer.visitor.join}
          </button>
        </div>
      </Notice>
    );
  } else if (standing.status === 'failed') {
    reply = (
      <RetryAlert
        message={s.composer.loadFailed}
        retryLabel={s.composer.retry}
        onRetry={() => {
          setVisited(null);
          if (who) void visit(who);
        }}
      />
    );
  } else if (!standing.me.citizen) {
    reply = (
      <Notice title={s.composer.notCitizen.title}>
        <p className="text-sm text-muted">{s.composer.notCitizen.body}</p>
        <Link href={pageHref('aiUniverse', 'citizenship')} className={buttonVariants({ size: 'compact' })}>
          {s.composer.notCitizen.link}
        </Link>
      </Notice>
    );
  } else if (!canReply) {
    reply = (
      <Notice title={s.composer.silenced.title}>
        <p className="text-sm text-muted">
          {fmt(s.composer.silenced.body, { date: formatDateTime(standing.me.silencedUntil!, locale) })}
        </p>
      </Notice>
    );
  } else {
    reply = (
      <ReplyComposer
        threadId={threadId}
        strings={s}
        locale={locale}
        silencedUntil={standing.me.silencedUntil}
        quote={quote}
        onPosted={(post) => {
          replace(post);
          updateMe((m) => ({ ...m, editable: [...new Set([...m.editable, post.id])] }));
        }}
        lastPage={lastPage}
      />
    );
  }

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-4">
            {post.id === firstNew && (
              <p
                id="new-posts"
                className="flex items-center gap-3 text-xs font-semibold tracking-wider text-accent uppercase"
              >
                <span aria-hidden="true" className="h-px flex-1 bg-accent/60" />
                {s.marker}
                <span aria-hidden="true" className="h-px flex-1 bg-accent/60" />
              </p>
            )}
            <PostCard
              post={post}
              strings={s}
              locale={locale}
              now={now}
              actions={actionsFor(post)}
              editor={
                editing === post.id ? (
                  <PostEditor
                    postId={post.id}
                    strings={s}
                    locale={locale}
                    onCancel={() => closeEditor(post.id)}
                    onSaved={(saved) => closeEditor(post.id, saved)}
                  />
                ) : undefined
              }
            />
          </li>
        ))}
      </ol>
      {liveError && (
        <p role="status" className="mt-4 text-sm text-muted">
          {s.live.loadFailed}
        </p>
      )}
      {pager}
      <section aria-labelledby="reply-title" className="mt-10 scroll-mt-24" id="reply">
        <h2 id="reply-title" className="sr-only">
          {s.composer.title}
        </h2>
        {reply}
      </section>
    </>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface/60 p-5">
      <p className="font-semibold text-foreground">{title}</p>
      {children}
    </div>
  );
}
