'use client';

import { useMessages } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isPlainClick, sameSiteUrl } from './link-click';

/** Feedback waits this long, so quick (prefetched) navigations never flash a spinner. */
const SHOW_AFTER_MS = 150;
/** A navigation that has not finished by then has failed or been abandoned: stop claiming progress. */
const GIVE_UP_AFTER_MS = 15_000;

/** Whether a click will make the client router load another page of the site. */
function startsNavigation(event: MouseEvent): boolean {
  if (!isPlainClick(event)) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const url = anchor instanceof HTMLAnchorElement ? sameSiteUrl(anchor) : null;
  return url !== null && url.pathname !== window.location.pathname;
}

/**
 * The spec's loader (a ring turning once per 1.5 s) while the next page loads. Not a loading.tsx: a
 * Suspense boundary around every page makes React stream each pre-rendered page as its fallback first
 * and swap the content in afterwards, which shifts the footer on first paint (CLS). This listens for
 * clicks on the site's own links instead (capture phase: LinkRouter cancels the click's default) and
 * clears once the path has changed.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  // Counts link clicks (0: none pending); a second click restarts the timers.
  const [navigation, setNavigation] = useState(0);
  const [visible, setVisible] = useState(false);
  const messages = useMessages() as { common?: { loading?: string } };

  // A new path means the navigation finished.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setNavigation(0);
    setVisible(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (startsNavigation(event)) setNavigation((count) => count + 1);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!navigation) return;
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => {
      setNavigation(0);
      setVisible(false);
    }, GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [navigation]);

  if (!visible) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 bottom-0 z-40 grid place-items-center bg-background/60">
      <Spinner label={messages.common?.loading ?? ''} />
    </div>
  );
}
