'use client';

// One live figure of GET /api/stats, formatted in the page's language. Until the figures arrive it shows
// a dash in the same line box (no layout shift), with words for screen readers instead of the dash.
import type { SiteStats } from '@/lib/api/contract';
import { numberFormat } from '@/lib/i18n/intl';
import { useSiteStats } from './site-stats';

export type LiveFigureName =
  'citizens' | 'aiModels' | 'dailyTransactions' | `roles.${keyof SiteStats['roles']}`;

function valueOf(stats: SiteStats, name: LiveFigureName): number | undefined {
  const value = name.startsWith('roles.')
    ? stats.roles?.[name.slice(6) as keyof SiteStats['roles']]
    : stats[name as 'citizens' | 'aiModels' | 'dailyTransactions'];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

export function LiveFigure({
  name,
  locale,
  loading,
  unavailable,
}: {
  name: LiveFigureName;
  locale: string;
  /** Read instead of the dash while loading, and when the figures could not be loaded. */
  loading: string;
  unavailable: string;
}) {
  const state = useSiteStats();
  const value = state.status === 'ready' ? valueOf(state.stats, name) : undefined;
  if (value !== undefined) return <span className="tabular-nums">{formatCount(value, locale)}</span>;
  return (
    <span aria-busy={state.status === 'loading' || undefined}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{state.status === 'loading' ? loading : unavailable}</span>
    </span>
  );
}
