'use client';

// Follow / unfollow a citizen: a toggle button (aria-pressed; its name stays "Follow {handle}", the
// pressed state says whether you do). It reads the reader's relation (GET /api/community/follows/{handle})
// once it knows they are a citizen; POST follows, DELETE unfollows, and the answer's counts go to
// `onState` so that the page beside it shows them. Visitors get "Sign in to follow" (the join dialog),
// members who are not citizens "Become a citizen to follow"; on one's own profile there is no button.
// Texts arrive as props (people.follow, raw: filled here).
import { UserCheck, UserPlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, refreshSession } from '@/components/account/session-store';
import { PendingButton } from '@/components/forms/submit-button';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ErrorCode, FollowState } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { fmtFor } from './format';
import { markNotCitizen, useViewer } from './use-viewer';

export type FollowStrings = AppMessages['people']['follow'];

export type FollowButtonProps = {
  handle: string;
  strings: FollowStrings;
  locale: string;
  /** Told the relation and the counts when they are read and after each change. */
  onState?: (state: FollowState) => void;
  className?: string;
};

/** The refusals with words of their own (people.follow.errors); any other is "failed". */
const followErrors = ['self_follow', 'not_citizen', 'silenced', 'unauthenticated', 'not_found'] as const;
const isFollowError = (code: ErrorCode): code is (typeof followErrors)[number] =>
  (followErrors as readonly string[]).includes(code);

type Load = { key: string; state: FollowState } | { key: string; failed: true };

export const followPath = (handle: string) => `/api/community/follows/${encodeURIComponent(handle)}`;

export function FollowButton({ handle, strings: s, locale, onState, className }: FollowButtonProps) {
  const viewer = useViewer();
  const fmt = useMemo(() => fmtFor(locale), [locale]);
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inflight = useRef(false);
  const failedId = useId();
  const onStateRef = useRef(onState);
  useEffect(() => {
    onStateRef.current = onState;
  }, [onState]);

  const userId = viewer.status === 'citizen' || viewer.status === 'unknown' ? viewer.userId : null;
  // The relation is the signed-in citizen's with this handle: another account's never shows.
  const key = userId ? `${userId}:${handle}` : null;

  useEffect(() => {
    if (!key) return;
    let live = true;
    void api<FollowState>(followPath(handle)).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoad({ key, failed: true });
      setLoad({ key, state: result.data });
      onStateRef.current?.(result.data);
    });
    return () => {
      live = false;
    };
  }, [key, handle, attempt]);

  const current = key && load?.key === key ? load : null;

  function errorText(code: ErrorCode, retryAfter?: number): string {
    if (code === 'rate_limited')
      return fmt(s.errors.rate_limited, { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) });
    return isFollowError(code) ? s.errors[code] : s.errors.failed;
  }

  async function toggle(state: FollowState, at: string) {
    // A second press (or a double click) while the first is on its way sends nothing.
    if (inflight.current) return;
    inflight.current = true;
    setPending(true);
    setAnnouncement('');
    const result = await api<FollowState>(followPath(handle), {
      method: state.following ? 'DELETE' : 'POST',
    });
    inflight.current = false;
    setPending(false);
    if (result.ok) {
      setLoad({ key: at, state: result.data });
      onStateRef.current?.(result.data);
      setAnnouncement(fmt(result.data.following ? s.followed : s.unfollowed, { handle }));
      return;
    }
    const description =
      result.status === 0 ? s.errors.offline : errorText(result.error.error, result.error.retryAfter);
    void notify({ title: s.errors.title, description, variant: 'destructive' });
    if (result.status === 0) return;
    const code = result.error.error;
    if (code === 'not_citizen' && userId) markNotCitizen(userId);
    else if (code === 'unauthenticated') void refreshSession(true);
    else if (code === 'self_follow') setLoad({ key: at, state: { ...state, self: true } });
  }

  let control: ReactNode;
  if (viewer.status === 'visitor') {
    control = (
      <button
        type="button"
        onClick={() => openJoinDialog('login')}
        className={buttonVariants({ variant: 'outline', size: 'compact' })}
      >
        {s.signIn}
      </button>
    );
  } else if (viewer.status === 'member') {
    control = (
      <Link
        href={pageHref('aiUniverse', 'citizenship')}
        className={buttonVariants({ variant: 'outline', size: 'compact' })}
      >
        {s.becomeCitizen}
      </Link>
    );
  } else if (current && 'failed' in current) {
    control = (
      <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
        <span id={failedId} className="text-sm text-destructive">
          {fmt(s.loadFailed, { handle })}
        </span>
        <button
          type="button"
          aria-describedby={failedId}
          onClick={() => {
            setLoad(null);
            setAttempt((n) => n + 1);
          }}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {s.retry}
        </button>
      </span>
    );
  } else if (current && key) {
    const { state } = current;
    if (state.self) return null;
    const Icon = state.following ? UserCheck : UserPlus;
    control = (
      <PendingButton
        pending={pending}
        aria-pressed={state.following}
        aria-label={fmt(s.label, { handle })}
        onClick={() => void toggle(state, key)}
        className={buttonVariants({
          variant: state.following ? 'outline' : 'default',
          size: 'compact',
          className: cx(state.following && 'ring-2 ring-accent/60'),
        })}
      >
        {!pending && <Icon aria-hidden="true" className="size-4" />}
        {s.follow}
      </PendingButton>
    );
  } else {
    // The session or the relation is still on its way: a stand-in of the button's size, no control.
    control = (
      <span
        aria-hidden="true"
        className="inline-block h-10 w-28 rounded-full bg-surface-2 motion-safe:animate-pulse"
      />
    );
  }

  return (
    <div className={cx('flex flex-col items-start gap-2', className)}>
      {control}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
