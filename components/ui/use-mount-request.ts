'use client';

import { useEffect, useState } from 'react';

/**
 * Runs `request` once the island mounts and again on `retry` (showing `loading` meanwhile); a result
 * that arrives after unmount is dropped. `request` must not throw: it returns its own error state.
 */
export function useMountRequest<S>(request: () => Promise<S>, loading: S): [state: S, retry: () => void] {
  const [state, setState] = useState<S>(loading);

  useEffect(() => {
    let live = true;
    void request().then((next) => live && setState(next));
    return () => {
      live = false;
    };
    // `request` is read once, on mount: the islands pass a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function retry() {
    setState(loading);
    void request().then(setState);
  }

  return [state, retry];
}
