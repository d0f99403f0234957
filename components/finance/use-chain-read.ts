'use client';

// One of the finance island's server reads (score, transactions) for a member on a chain: keyed by both,
// so another account's or another network's answer never shows, and the newest request wins.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { refreshSession } from '@/components/account/session-store';

export type ChainRead<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; code: string; httpStatus: number };

type Keyed<T> = { key: string; read: ChainRead<T> };

/**
 * `path` is read for `owner` (the signed-in account) when both are known; `reload` reads it again: on
 * "Try again" (showing the loading state), or quietly after a transfer (the list stays until the new
 * one arrives).
 */
export function useChainRead<T>(
  path: string | null,
  owner: string | null,
): { read: ChainRead<T> | null; reload: (quiet?: boolean) => void } {
  const [state, setState] = useState<Keyed<T> | null>(null);
  const calls = useRef(0);
  const key = path && owner ? `${owner} ${path}` : null;

  const load = useCallback((target: string, stateKey: string) => {
    const call = ++calls.current;
    void api<T>(target).then((result) => {
      if (call !== calls.current) return;
      // The session ended: the session store learns it, and the cards turn to the visitor's.
      if (result.status === 401) void refreshSession(true);
      setState({
        key: stateKey,
        read: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', code: result.error.error, httpStatus: result.status },
      });
    });
  }, []);

  useEffect(() => {
    if (path && key) load(path, key);
    else calls.current++;
  }, [path, key, load]);

  const reload = useCallback(
    (quiet = false) => {
      if (!path || !key) return;
      if (!quiet) setState({ key, read: { status: 'loading' } });
      load(path, key);
    },
    [path, key, load],
  );

  if (!key) return { read: null, reload };
  return { read: state && state.key === key ? state.read : { status: 'loading' }, reload };
}
