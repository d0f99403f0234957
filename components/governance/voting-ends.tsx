import { CalendarClock, CircleCheck } from 'lucide-react';
import { pageChangesIn } from '@/lib/page-cache';
import { relativeTimeFormat } from '@/lib/i18n/intl';
import { DAY, HOUR, MINUTE } from '@/lib/time';
import { cn } from '@/lib/utils';
import { formatDateTime, type CardTranslate } from './format';

/**
 * How long until `closesAt`, from `now` (the server's clock, lib/clock.ts), in the locale's words: "in 3
 * days", "in 5 hours", "in 1 minute"; null once it has passed. A partial unit counts as a whole one, so
 * three days less a few seconds still read "in 3 days": days while a day or more is left, then hours,
 * then minutes (60 minutes read "in 1 hour", 24 hours "in 1 day").
 */
export function timeUntil(closesAt: Date | string, now: Date, locale: string): string | null {
  const left = new Date(closesAt).getTime() - now.getTime();
  if (!(left > 0)) return null;
  let value: number;
  let unit: 'day' | 'hour' | 'minute';
  if (left >= DAY) [value, unit] = [Math.ceil(left / DAY), 'day'];
  else if (left >= HOUR) [value, unit] = [Math.ceil(left / HOUR), 'hour'];
  else [value, unit] = [Math.ceil(left / MINUTE), 'minute'];
  if (unit === 'minute' && value === 60) [value, unit] = [1, 'hour'];
  if (unit === 'hour' && value === 24) [value, unit] = [1, 'day'];
  // "always": "in 1 day", never "tomorrow", which would be wrong late in the evening.
  return relativeTimeFormat(locale, { numeric: 'always' }).format(value, unit);
}

/**
 * How long until `timeUntil(closesAt, …)` may read differently: the next whole day, hour or minute
 * left, or the close itself; null once it has passed.
 */
export function timeUntilChangesIn(closesAt: Date | string, now: Date): number | null {
  const left = new Date(closesAt).getTime() - now.getTime();
  if (!(left > 0)) return null;
  const unit = left > DAY ? DAY : left > HOUR ? HOUR : left > MINUTE ? MINUTE : left;
  return left - (Math.ceil(left / unit) - 1) * unit;
}

/**
 * "Voting ends in 3 days" while voting is open, "Voting has ended" after (`card.endsIn`, `card.ended`),
 * as of `now`. The exact closing time (UTC) is the element's `dateTime` and its tooltip.
 *
 * Props: `closesAt` (ProposalSummary.closesAt, ISO); `now` the server's clock when the page was rendered
 * (`now()` from lib/clock.ts; an island may pass its own clock); `locale`; `t` the `proposals`
 * translator (format.ts); `className`.
 */
export function VotingEnds({
  closesAt,
  now,
  locale,
  t,
  className,
}: {
  closesAt: string;
  now: Date;
  locale: string;
  t: CardTranslate;
  className?: string;
}) {
  const time = timeUntil(closesAt, now, locale);
  // A page kept by the page cache is rendered again when these words (or the proposal's status) change.
  const changesIn = timeUntilChangesIn(closesAt, now);
  if (changesIn !== null) pageChangesIn(changesIn);
  const Icon = time ? CalendarClock : CircleCheck;
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium text-foreground', className)}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', time ? 'text-accent' : 'text-primary')} />
      <time dateTime={new Date(closesAt).toISOString()} title={formatDateTime(closesAt, locale)}>
        {time ? t('card.endsIn', { time }) : t('card.ended')}
      </time>
    </p>
  );
}
