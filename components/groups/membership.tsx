'use client';

// Joining and leaving a group (POST / DELETE /api/community/groups/{slug}/membership), and what a reader
// who may not join is shown instead: "Sign in to join" (visitors) or "Become a citizen to join". Used by
// the group directory and a group's page.
import { LoaderCircle, LogIn, UserPlus } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, refreshSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { WayForward } from '@/components/citizens/way-forward';
import { buttonVariants } from '@/components/ui/button-variants';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { errorText, type ErrorStrings } from './errors';
import type { Reader } from './use-reader';

export type MembershipStrings = ErrorStrings & { membership: AppMessages['groups']['membership'] };

/** POST|DELETE /api/community/groups/{slug}/membership */
export type MembershipReply = { joined: boolean; members: number };

const citizenshipHref = pageHref('aiUniverse', 'citizenship');

/** The way forward for a reader who may not join: sign in, or become a citizen. Null for the others. */
export function JoinPrompt({
  reader,
  strings: s,
  className,
}: {
  reader: Reader;
  strings: MembershipStrings;
  className?: string;
}) {
  if (reader.status === 'visitor')
    return (
      <button
        type="button"
        onClick={() => openJoinDialog('login')}
        className={buttonVariants({ size: 'compact', className })}
      >
        <LogIn aria-hidden="true" className="size-4" />
        {s.membership.signIn}
      </button>
    );
  if (reader.status === 'member')
    return (
      <Link href={citizenshipHref} className={buttonVariants({ size: 'compact', className })}>
        <UserPlus aria-hidden="true" className="size-4" />
        {s.membership.becomeCitizen}
      </Link>
    );
  return null;
}

export type MembershipButtonProps = {
  slug: string;
  /** The group's name as shown: the button's accessible name says which group ("Join Builders Guild"). */
  name: string;
  joined: boolean;
  strings: MembershipStrings;
  /** After the server answered: the reader's membership and the group's member count. */
  onChange: (reply: MembershipReply) => void;
  className?: string;
};

/**
 * Join or Leave, as the reader stands. A press while one is on its way sends nothing; an error shows
 * under the button (with Sign in, or the way to citizenship, when that is what is missing).
 */
export function MembershipButton({
  slug,
  name,
  joined,
  strings: s,
  onChange,
  className,
}: MembershipButtonProps) {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; code: string } | null>(null);
  const inflight = useRef(false);
  const fmt = (message: string) => formatMessage(message, { name }, locale);

  async function toggle() {
    if (inflight.current) return;
    inflight.current = true;
    setPending(true);
    setError(null);
    const result = await api<MembershipReply>(
      `/api/community/groups/${encodeURIComponent(slug)}/membership`,
      {
        method: joined ? 'DELETE' : 'POST',
      },
    );
    inflight.current = false;
    setPending(false);
    if (result.ok) {
      onChange(result.data);
      void notify({ title: fmt(result.data.joined ? s.membership.joinedToast : s.membership.leftToast) });
      return;
    }
    const failure =
      result.status === 0
        ? { code: 'offline' as const }
        : { code: result.error.error, retryAfter: result.error.retryAfter, until: result.error.until };
    setError({ code: failure.code, text: errorText(failure, s, locale, 'membership') });
    if (failure.code === 'unauthenticated') void refreshSession(true);
  }

  return (
    <div className={cx('flex flex-col items-start gap-2', className)}>
      <button
        type="button"
        onClick={() => void toggle()}
        aria-label={fmt(joined ? s.membership.leaveNamed : s.membership.joinNamed)}
        aria-disabled={pending || undefined}
        className={buttonVariants({
          variant: joined ? 'outline' : 'default',
          size: 'compact',
          className: cx(pending && 'cursor-progress opacity-70'),
        })}
      >
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {joined ? s.membership.leave : s.membership.join}
      </button>
      {error && (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
          <p>{error.text}</p>
          <WayForward code={error.code} labels={s.errors} />
        </div>
      )}
    </div>
  );
}
