'use client';

// The signed-in dashboard: name, email, role (changeable), member since, unread count, wallet, areas.
import { CircleUserRound, GraduationCap, Landmark, Sparkles, Users } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { loadNotifications, useNotifications } from '@/components/notifications/notifications-store';
import { WalletSection } from '@/components/wallet/wallet-section';
import type { SessionUser } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { dateTimeFormat } from '@/lib/i18n/intl';
import type { DashboardPanelStrings } from './dashboard-panel';
import { CredentialsForms } from './credentials-forms';
import { EmailSettings } from './email-settings';
import { RoleForm } from './role-form';

const areaLinks = [
  { key: 'academy', href: routes.academy, icon: GraduationCap },
  { key: 'dao', href: routes.dao, icon: Landmark },
  { key: 'creatorHub', href: routes.creatorHub, icon: Sparkles },
  { key: 'community', href: routes.community, icon: Users },
] as const;

function formatDate(iso: string, locale: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  try {
    return dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

export function DashboardProfile({
  user,
  strings,
  headingId,
  className,
}: {
  user: SessionUser;
  strings: DashboardPanelStrings;
  headingId: string;
  /** The panel's card look. */
  className: string;
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
    <div className={className}>
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

      <EmailSettings user={user} strings={strings} />

      {user.email && <CredentialsForms strings={strings} />}

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
