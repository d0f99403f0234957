import { EyeOff, Lock, MessageSquare } from 'lucide-react';
import { MemberLink } from '@/components/sections/member-link';
import type { ThreadSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { threadPath } from '@/lib/routes';
import { formatDay, timeAgo } from './format';

/** The texts a thread card shows, already in the page's language (the server's translator). */
export type ThreadCardStrings = {
  startedBy: string;
  /** "3 replies", for this thread's count. */
  replies: (count: number) => string;
  /** "Last activity {time}", `time` being "5 minutes ago". */
  lastActivity: (time: string) => string;
  locked: string;
  hidden: string;
  formerMember: string;
};

const cardLook = 'rounded-2xl border border-border bg-surface/80 p-5 shadow-lg shadow-black/20';

/**
 * One thread in a group's list: its title linking to the thread, who started it, its visible replies,
 * when it last moved (relative to `now`, the exact day as the tooltip) and "Locked" when it is. The
 * server leaves hidden threads out; should one come, only "hidden pending review" shows.
 */
export function ThreadCard({
  thread,
  now,
  locale,
  strings: s,
}: {
  thread: ThreadSummary;
  now: Date;
  locale: string;
  strings: ThreadCardStrings;
}) {
  if (thread.hidden)
    return (
      <article className={`${cardLook} text-sm text-muted`}>
        <p className="flex items-center gap-2">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {s.hidden}
        </p>
      </article>
    );
  const titleId = `thread-${thread.id}-title`;
  return (
    <article aria-labelledby={titleId} className={cardLook} data-thread={thread.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-balance">
          <Link href={threadPath(thread.id)} className="hover:underline">
            {thread.title}
          </Link>
        </h3>
        {thread.locked && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            {s.locked}
          </span>
        )}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span>
          {s.startedBy} <MemberLink author={thread.author} formerLabel={s.formerMember} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-4" />
          {s.replies(thread.replies)}
        </span>
        <time
          dateTime={new Date(thread.lastActivityAt).toISOString()}
          title={formatDay(thread.lastActivityAt, locale)}
        >
          {s.lastActivity(timeAgo(thread.lastActivityAt, now, locale))}
        </time>
      </p>
    </article>
  );
}
