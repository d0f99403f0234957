'use client';

// Who is looking, as following needs to know: a visitor, a member who is not a citizen, or a citizen.
// The session says who is signed in; whether they are a citizen comes from GET /api/citizens/me, asked
// once per account and page however many Follow buttons the page shows.
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import type { MyGovernance } from '@/lib/api/contract';

/**
 * `unknown`: signed in, but whether they are a citizen could not be read (offline): the buttons show,
 * and the server's answer (not_citizen) settles it.
 */
export type Viewer =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member'; userId: string }
  | { status: 'citizen' | 'unknown'; userId: string };

type Standing = 'member' | 'citizen' | 'unknown';

const standings = new Map<string, Promise<Standing>>();
const listeners = new Set<() => void>();

function standingOf(userId: string): Promise<Standing> {
  let standing = standings.get(userId);
  if (!standing) {
    standing = api<MyGovernance>('/api/citizens/me').then((result) => {
      if (!result.ok) {
        // Asked again next time: the failure may pass.
        standings.delete(userId);
        return 'unknown';
      }
      return result.data.citizen ? 'citizen' : 'member';
    });
    standings.set(userId, standing);
  }
  return standing;
}

/** The server refused a follow with not_citizen: every button on the page now says so. */
export function markNotCitizen(userId: string) {
  standings.set(userId, Promise.resolve('member'));
  listeners.forEach((listener) => listener());
}

/** For tests: forget what was learnt. */
export function resetViewers() {
  standings.clear();
}

export function useViewer(): Viewer {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [known, setKnown] = useState<{ userId: string; standing: Standing } | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const listener = () => setChanges((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void standingOf(userId).then((standing) => live && setKnown({ userId, standing }));
    return () => {
      live = false;
    };
  }, [userId, changes]);

  if (userId === undefined) return { status: 'loading' };
  if (userId === null) return { status: 'visitor' };
  // Another account's standing never shows, even for the moment before this one's arrives.
  if (!known || known.userId !== userId) return { status: 'loading' };
  return { status: known.standing, userId };
}
