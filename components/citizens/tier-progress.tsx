// A citizen's tier and the way to the next one: the tier's name, "130 points to Steward" and a bar that
// assistive technology reads as a progress bar. No hooks and no client-only code, so it renders on the
// server (the public profile) and in the browser (the citizenship form, the dashboard) alike. Its texts
// are the `citizens` messages as they are (ICU placeholders kept), formatted here.
import type { TierStanding } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
import { cx } from '@/lib/utils';

type Messages = AppMessages['citizens'];

/** The tiers' names and the progress texts: `citizens.tiers` and `citizens.progress`, unformatted. */
export type TierProgressStrings = { tiers: Messages['tiers']; progress: Messages['progress'] };

function percent(value: number, locale: string) {
  return numberFormat(locale, { style: 'percent' }).format(value / 100);
}

export function TierProgress({
  standing,
  strings,
  locale,
  className,
}: {
  standing: TierStanding;
  strings: TierProgressStrings;
  /** For the plural rules and the number format. */
  locale: string;
  className?: string;
}) {
  const { next } = standing;
  const progress = Math.min(100, Math.max(0, Math.round(standing.progress)));
  const nextName = next ? strings.tiers[next.tier] : null;
  const status = next
    ? formatMessage(strings.progress.missing, { missing: next.missing, tier: nextName! }, locale)
    : strings.progress.top;

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-foreground">{strings.tiers[standing.tier]}</span>
        <span className="text-muted">{status}</span>
      </div>
      {next ? (
        <div
          role="progressbar"
          aria-label={formatMessage(strings.progress.label, { tier: nextName! }, locale)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${percent(progress, locale)} · ${status}`}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
        </div>
      ) : (
        <div aria-hidden="true" className="h-2 rounded-full bg-accent" />
      )}
    </div>
  );
}
