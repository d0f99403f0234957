'use client';

import { useEffect, useRef } from 'react';

/** True while the component is on screen: a wallet's answer that arrives after it left is dropped. */
export function useMounted() {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * Runs `start` once the component mounts, and only once: a second run in development's strict mode
 * would ask the wallet twice.
 */
export function useOnce(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
}
