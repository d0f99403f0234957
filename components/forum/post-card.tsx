// One post of a thread: its author (linked, with their tier), when it was written and edited, its text
// (safe HTML from lib/markdown.ts, rendered by the server) or the state it is in, and its likes. The
// actions and the editor are slots the post list fills once the reader's standing is known.
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/components/governance/format';
import { formatRelativeTime } from '@/components/notifications/relative-time';
import { MemberLink } from '@/components/sections/member-link';
import type { PostView } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';

type Forum = AppMessages['forum'];
export type PostCardStrings = { post: Forum['post']; tiers: Forum['tiers'] };

export type PostCardProps = {
  post: PostView;
  strings: PostCardStrings;
  locale: string;
  /** The clock relative times are told from (the server's while hydrating, then this device's). */
  now: Date;
  /** The post's actions (Like, Quote, Edit, Delete, Flag) for a citizen; nothing for others. */
  actions?: ReactNode;
  /** In place of the text: the author's editor. */
  editor?: ReactNode;
};

/** The element id of a post (lib/routes.ts postHref links to it). */
export const postElementId = (id: number) => `post-${id}`;

const laterOf = (now: Date, iso: string) => (now.getTime() >= Date.parse(iso) ? now : new Date(iso));

export function PostCard({ post, strings, locale, now, actions, editor }: PostCardProps) {
  const s = strings.post;
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const headingId = `${postElementId(post.id)}-by`;
  const visible = post.state === 'visible';
  return (
    <article
      id={postElementId(post.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-state={post.state}
      className={cx(
        'scroll-mt-24 rounded-2xl border p-4 outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-5',
        visible ? 'border-border bg-surface/60' : 'border-dashed border-border bg-transparent',
      )}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <h3 id={headingId} className="sr-only">
          {post.author ? fmt(s.label, { handle: post.author.handle }) : s.labelFormer}
        </h3>
        <MemberLink
          author={post.author}
          at
          formerLabel={s.formerMember}
          className="font-semibold text-primary hover:underline"
          formerClassName="font-semibold text-muted"
        />
        {post.author && (
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
            {strings.tiers[post.author.tier]}
          </span>
        )}
        <time dateTime={post.createdAt} title={formatDateTime(post.createdAt, locale)} className="text-muted">
          {/* Never "in 1 minute": a post is not newer than the clock that reads it. */}
          {formatRelativeTime(post.createdAt, laterOf(now, post.createdAt), locale)}
        </time>
        {post.editedAt && (
          <span className="text-xs text-muted italic">
            <span aria-hidden="true">· </span>
            <span title={fmt(s.editedAt, { time: formatDateTime(post.editedAt, locale) })}>{s.edited}</span>
          </span>
        )}
      </header>

      {editor ??
        (visible ? (
          // Safe HTML: lib/markdown.ts escaped every tag the author typed and kept only safe links.
          <div
            data-post-body=""
            className="prose-civitas mt-3 break-words"
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        ) : (
          <p className="mt-3 text-sm text-muted italic">{post.state !== 'visible' && s.states[post.state]}</p>
        ))}

      {(visible || actions) && (
        <footer className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {visible && (
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Heart aria-hidden="true" className="size-4" />
              {fmt(s.likes, { count: post.likes })}
            </span>
          )}
          {actions}
        </footer>
      )}
    </article>
  );
}
