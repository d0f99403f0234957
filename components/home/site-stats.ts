'use client';

// The site's live figures (GET /api/stats), shared by every figure on the page: one request when the first
// figure mounts, then one every REFRESH_MS while the tab is visible and a figure is on screen. Plain fetch
// and a small store, no data library: these figures sit on marketing pages, whose first-load JavaScript
// has a budget (scripts/budget.mjs).
import { useSyncExternalStore } from 'react';
import type { SiteStats } from '@/lib/api/contract';

export type SiteStatsState =
  { status: 'loading' } | { status: 'ready'; stats: SiteStats } | { status: 'error' };

/** The server keeps the figures 15 s and browsers 15 s more: asking more often would fetch the same. */
export const REFRESH_MS = 30_000;

let state: SiteStatsState = { status: 'loading' };
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function emit(next: SiteStatsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export async function loadSiteStats(): Promise<void> {
  try {
    const response = await fetch('/api/stats', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`stats ${response.status}`);
    emit({ status: 'ready', stats: (await response.json()) as SiteStats });
  } catch {
    // Figures already shown stay (a later refresh may succeed); none yet: say they are unavailable.
    if (state.status !== 'ready') emit({ status: 'error' });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    void loadSiteStats();
    timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadSiteStats();
    }, REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const serverState: SiteStatsState = { status: 'loading' };

export function useSiteStats(): SiteStatsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

/** Tests: forget the figures, as on a new page load. */
export function resetSiteStats() {
  clearInterval(timer);
  listeners.clear();
  state = { status: 'loading' };
}
