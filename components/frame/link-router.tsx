'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CLIENT_NAV_SELECTOR } from '@/lib/i18n/navigation';
import { isPlainClick, sameSiteUrl } from './link-click';

/** The site's own Link anchor an event came from, if any. */
function linkOf(event: Event): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest(CLIENT_NAV_SELECTOR) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** Where a Link leads, as a path for the router: null for another origin, a new tab or a download. */
function routeOf(anchor: HTMLAnchorElement): string | null {
  const url = sameSiteUrl(anchor);
  return url && url.pathname + url.search + url.hash;
}

/**
 * Client-side navigation for the site's Link anchors (lib/i18n/navigation.tsx), with one listener for the
 * whole document instead of a next/link component per link. A plain click goes through the App Router
 * (no full page load; the scroll goes to the top, or to the #fragment); modified clicks (new tab, new
 * window) and clicks that a handler has already cancelled are left to the browser. A page is prefetched
 * when the pointer comes over its link, a finger touches it or the keyboard focuses it.
 */
export function LinkRouter() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const anchor = linkOf(event);
      const route = anchor && routeOf(anchor);
      if (!route) return;
      const path = route.replace(/[?#].*$/, '');
      if (path === window.location.pathname || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = linkOf(event);
      const route = anchor && routeOf(anchor);
      if (!route) return;
      event.preventDefault();
      router.push(route);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, prefetch, { passive: true });
    document.addEventListener('click', follow);
    return () => {
      for (const type of intents) document.removeEventListener(type, prefetch);
      document.removeEventListener('click', follow);
    };
  }, [router]);

  return null;
}
