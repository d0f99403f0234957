'use client';

// Who is reading, as the groups need it: a visitor (sign in to join), a member who is not a citizen
// (become a citizen to join), or a citizen and their tier (who may create groups). Read from the session
// and, for a signed-in member, GET /api/citizens/me; read again when someone signs in or out.
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import type { MyGovernance, TierId } from '@/lib/api/contract';

export type Reader =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member' }
  | { status: 'citizen'; tier: TierId }
  /** The citizenship could not be read: the server decides when they act. */
  | { status: 'unknown' };

export function useReader(): Reader {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [reader, setReader] = useState<{ for: string; reader: Reader } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<MyGovernance>('/api/citizens/me').then((result) => {
      if (!live) return;
      let next: Reader;
      if (result.ok)
        next = result.data.citizen
          ? { status: 'citizen', tier: result.data.citizen.standing.tier }
          : { status: 'member' };
      else next = result.status === 401 ? { status: 'visitor' } : { status: 'unknown' };
      setReader({ for: userId, reader: next });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (userId === undefined) return { status: 'loading' };
  if (userId === null) return { status: 'visitor' };
  return reader?.for === userId ? reader.reader : { status: 'loading' };
}
