'use client';

// The signed-in part of /dashboard (EAGER: strings arrive as props). Signed out: an invitation that
// opens the join dialog. Signed in: name, email, role (changeable), member since, unread count, areas.
import { CircleUserRound, GraduationCap, Landmark, LoaderCircle, Sparkles, Users } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadNotifications, useNotifications } from '@/components/notifications/notifications-store';
import { WalletSection } from '@/components/wallet/wallet-section';
import { api } from '@/components/account/api';
import {
  openJoinDialog,
  refreshSession,
  setSessionUser,
  useSession,
} from '@/components/account/session-store';
import { roles, type Role, type SessionUser } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';

export type DashboardPanelStrings = {
  loading: string;
  signedOut: { title: string; body: string; join: string; login: string };
  title: string;
  fields: { name: string; email: string; role: string; memberSince: string; unread: string };
  noRole: string;
  unreadLoading: string;
  unreadError: string;
  roleForm: { label: string; placeholder: string; save: string; saving: string };
  saved: { title: string; body: string };
  errors: {
    unauthenticated: string;
    rateLimited: string;
    offline: string;
    invalidRole: string;
    failed: string;
  };
  roles: Record<Role, string>;
  areas: { title: string; academy: string; dao: string; creatorHub: string; community: string };
};

const areaLinks = [
  { key: 'academy', href: '/academy', icon: GraduationCap },
  { key: 'dao', href: '/ecosystem/dao', icon: Landmark },
  { key: 'creatorHub', href: '/creator-hub', icon: Sparkles },
  { key: 'community', href: '/community', icon: Users },
] as const;

const cardClass = 'rounded-3xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20 sm:p-8';

export function DashboardPanel({ strings }: { strings: DashboardPanelStrings }) {
  const session = useSession();
  const headingId = useId();

  return (
    <section
      aria-labelledby={session.status === 'ready' ? headingId : undefined}
      aria-busy={session.status === 'loading' || undefined}
      className="mx-auto max-w-7xl px-4 sm:px-6"
    >
      {session.status === 'loading' ? (
        <Skeleton label={strings.loading} />
      ) : session.user ? (
        <Profile user={session.user} strings={strings} headingId={headingId} />
      ) : (
        <div className={cx(cardClass, 'flex min-h-56 flex-col items-start gap-4')}>
          <CircleUserRound aria-hidden="true" className="size-10 text-accent" />
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {strings.signedOut.title}
          </h2>
          <p className="max-w-2xl text-muted">{strings.signedOut.body}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => openJoinDialog('signup')}
              className="inline-flex h-11 items-center rounded-full bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
            >
              {strings.signedOut.join}
            </button>
            <button
              type="button"
              onClick={() => openJoinDialog('login')}
              className="inline-flex h-11 items-center rounded-full border border-border px-6 text-sm font-semibold text-foreground hover:bg-surface-2"
            >
              {strings.signedOut.login}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={cx(cardClass, 'min-h-56')}>
      <p className="sr-only">{label}</p>
      <div aria-hidden="true" className="flex flex-col gap-4 motion-safe:animate-pulse">
        <span className="size-10 rounded-full bg-surface-2" />
        <span className="h-7 w-2/3 max-w-sm rounded-lg bg-surface-2" />
        <span className="h-4 w-full max-w-2xl rounded bg-surface-2" />
        <span className="h-4 w-1/2 max-w-md rounded bg-surface-2" />
        <span className="h-11 w-40 rounded-full bg-surface-2" />
      </div>
    </div>
  );
}

function formatDate(iso: string, locale: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

function Profile({
  user,
  strings,
  headingId,
}: {
  user: SessionUser;
  strings: DashboardPanelStrings;
  headingId: string;
}) {
  const locale = useLocale();
  const notifications = useNotifications();

  // The same store as the navbar's bell: marking items read there updates this count too.
  useEffect(() => {
    void loadNotifications(user.sessionId);
  }, [user.sessionId]);

  const ownList = notifications.sessionId === user.sessionId;
  const unread =
    ownList && notifications.status === 'ready' ? (
      <span className="text-2xl font-bold text-accent tabular-nums">{notifications.unread}</span>
    ) : ownList && notifications.status === 'error' ? (
      <span className="text-muted">{strings.unreadError}</span>
    ) : (
      <span className="text-muted">{strings.unreadLoading}</span>
    );

  const facts = [
    { key: 'role', label: strings.fields.role, value: user.role ? strings.roles[user.role] : strings.noRole },
    { key: 'since', label: strings.fields.memberSince, value: formatDate(user.createdAt, locale) },
    { key: 'unread', label: strings.fields.unread, value: unread },
  ];

  return (
    <div className={cx(cardClass, 'flex flex-col gap-8')}>
      <div className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary/30 to-accent/20 text-accent">
          <CircleUserRound aria-hidden="true" className="size-8" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold tracking-wider text-accent uppercase">
            {strings.title}
          </h2>
          <dl>
            <dt className="sr-only">{strings.fields.name}</dt>
            <dd className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{user.name}</dd>
            <dt className="sr-only">{strings.fields.email}</dt>
            <dd className="text-sm text-muted [overflow-wrap:anywhere]">{user.email}</dd>
          </dl>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {facts.map((fact) => (
          <div
            key={fact.key}
            className={cx(
              'min-w-0 rounded-2xl border border-border bg-surface-2/60 p-4',
              fact.key === 'unread' && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <RoleForm user={user} strings={strings} />

      <WalletSection user={user} />

      <nav aria-label={strings.areas.title}>
        <p aria-hidden="true" className="text-xs font-semibold tracking-wider text-muted uppercase">
          {strings.areas.title}
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {areaLinks.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex h-full items-center gap-3 rounded-2xl border border-border px-4 py-3 font-medium hover:border-primary/60 hover:bg-surface-2"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {strings.areas[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

type SaveError = Exclude<keyof DashboardPanelStrings['errors'], 'unauthenticated'>;

function RoleForm({ user, strings }: { user: SessionUser; strings: DashboardPanelStrings }) {
  // Follows the stored role (saved here or in onboarding) until the visitor picks another one.
  const [draft, setDraft] = useState<Role | null>(null);
  const value: Role | '' = draft ?? user.role ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SaveError | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const unchanged = value === '' || value === user.role;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || unchanged) return;
    setPending(true);
    setError(null);
    const result = await api<{ user: SessionUser }>('/api/profile', { body: { role: value } });
    setPending(false);
    if (result.ok) {
      setSessionUser(result.data.user);
      setDraft(null);
      void notify({ title: strings.saved.title, description: strings.saved.body });
      return;
    }
    const code = result.error.error;
    if (result.status === 0) setError('offline');
    else if (code === 'unauthenticated') {
      // The panel and the navbar fall back to the signed-out state once the session is re-read, so
      // the message travels in a toast rather than next to a form about to disappear.
      void notify({ title: strings.errors.unauthenticated, variant: 'destructive' });
      void refreshSession(true);
    } else if (code === 'rate_limited') setError('rateLimited');
    else if (result.error.fields?.role) setError('invalidRole');
    else setError('failed');
  }

  return (
    <form onSubmit={save} aria-busy={pending || undefined} className="flex flex-col gap-2">
      <label htmlFor={`${id}-role`} className="text-sm font-medium">
        {strings.roleForm.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <select
          id={`${id}-role`}
          value={value}
          onChange={(event) => {
            setDraft(event.target.value as Role);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-full rounded-xl border border-border bg-background px-3 text-base text-foreground sm:w-64 sm:text-sm"
        >
          {user.role === null && (
            <option value="" disabled>
              {strings.roleForm.placeholder}
            </option>
          )}
          {roles.map((role) => (
            <option key={role} value={role}>
              {strings.roles[role]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          aria-disabled={pending || unchanged || undefined}
          className={cx(
            'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90',
            (pending || unchanged) && 'opacity-60',
            pending ? 'cursor-progress' : unchanged && 'cursor-not-allowed',
          )}
        >
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? strings.roleForm.saving : strings.roleForm.save}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {strings.errors[error]}
        </p>
      )}
    </form>
  );
}
