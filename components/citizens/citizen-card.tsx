// A citizen's card: "Citizen #42", the handle, the tier with its progress, points, proposals, votes,
// the role and the date of citizenship. Shared by the public profile (server), the citizenship form and
// the dashboard (browser): no hooks of its own and no client-only code, its texts as props (the
// `citizens` messages unformatted, from citizenCardStrings in ./strings.ts), so either side renders it.
import { IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CitizenStanding } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { TierProgress, type TierProgressStrings } from './tier-progress';

export type CitizenCardStrings = TierProgressStrings & { card: AppMessages['citizens']['card'] };

function formatNumber(value: number, locale: string) {
  return numberFormat(locale).format(value);
}

/** The day of `iso` in the locale (UTC, as the server renders dates), or null when it is not a date. */
export function formatDay(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function CitizenCard({
  citizen,
  strings,
  locale,
  heading: Heading = 'h3',
  headingId,
  profileLink = false,
  className,
  children,
}: {
  citizen: CitizenStanding;
  strings: CitizenCardStrings;
  locale: string;
  /** The handle's heading level: h1 on the profile page, h3 in a section. */
  heading?: 'h1' | 'h2' | 'h3';
  headingId?: string;
  /** A link to the citizen's public profile (not on the profile itself). */
  profileLink?: boolean;
  className?: string;
  /** Under the facts: the notification address's state, on the citizenship form. */
  children?: ReactNode;
}) {
  const s = strings.card;
  const since = formatDay(citizen.since, locale);
  const facts = [
    { key: 'tier', label: s.facts.tier, value: strings.tiers[citizen.standing.tier] },
    { key: 'points', label: s.facts.points, value: formatNumber(citizen.points, locale) },
    { key: 'proposals', label: s.facts.proposals, value: formatNumber(citizen.proposals, locale) },
    { key: 'votes', label: s.facts.votes, value: formatNumber(citizen.votes, locale) },
    { key: 'role', label: s.role, value: s.roles[citizen.role] },
  ];

  return (
    <div
      className={cx(
        'flex flex-col gap-6 rounded-3xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20 sm:p-8',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary/30 to-accent/20 text-accent">
          <IdCard aria-hidden="true" className="size-8" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {formatMessage(s.number, { number: String(citizen.number) }, locale)}
          </p>
          <Heading
            id={headingId}
            className={cx(
              'font-bold tracking-tight break-all',
              Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl',
            )}
          >
            {citizen.handle}
          </Heading>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{s.facts.since}</dt>
          <dd className="mt-1 text-lg font-semibold">
            {since ? <time dateTime={citizen.since}>{since}</time> : '—'}
          </dd>
        </div>
      </dl>

      <TierProgress standing={citizen.standing} strings={strings} locale={locale} />

      {children}

      {profileLink && (
        <Link
          href={citizenPath(citizen.handle)}
          className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {s.profileLink}
        </Link>
      )}
    </div>
  );
}
