'use client';

import { useEffect, useRef } from 'react';
import { useSession } from './session-store';

/**
 * Runs `load` when the island mounts, and again whenever someone else signs in or out (the join
 * dialog, another tab's island): what the island shows depends on who reads it. Not when the session is
 * first read. `load` runs again whenever it changes: keep it stable (useCallback).
 */
export function useSessionLoad(load: () => unknown) {
  const session = useSession();

  useEffect(() => {
    void load();
  }, [load]);

  const who = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const lastWho = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (who === undefined) return;
    const before = lastWho.current;
    lastWho.current = who;
    if (before !== undefined && before !== who) void load();
  }, [who, load]);
}
