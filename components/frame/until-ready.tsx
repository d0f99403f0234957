'use client';

// The shape every lazy island's wrapper shares: the island (a next/dynamic component, ssr: false) is
// rendered at once, and `placeholder` (server-rendered content, or a box of the island's size) holds its
// place until the island calls onReady, so the swap happens in one frame and nothing jumps.
import { useCallback, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * For an island: tells its wrapper it is on screen (once `when` holds). A layout effect, so the wrapper
 * drops the stand-in before the browser paints: the two are never on screen together.
 */
export function useReady(onReady: (() => void) | undefined, when = true) {
  useLayoutEffect(() => {
    if (when) onReady?.();
  }, [when, onReady]);
}

export function UntilReady<P extends object>({
  Island,
  props,
  placeholder,
}: {
  Island: ComponentType<P & { onReady?: () => void }>;
  props: P;
  placeholder: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      {!ready && placeholder}
      <Island {...props} onReady={onReady} />
    </>
  );
}

/** A panel-sized grey box for a wrapper's placeholder; `className` gives its height. */
export function PanelPlaceholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`${className} rounded-3xl border border-border bg-surface/60 motion-safe:animate-pulse`}
    />
  );
}
