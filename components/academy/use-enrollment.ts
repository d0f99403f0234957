'use client';

// The reader's enrolment in a learning path, for the academy's islands: who is reading (a visitor, or a
// member with their progress), and enrolling. Read again when someone signs in while the page is open.
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import type { PathProgress } from '@/lib/academy/service';

export type AcademyFailure =
  'not_enrolled' | 'not_found' | 'unauthenticated' | 'rate_limited' | 'offline' | 'generic';

export type Enrollment =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'failed'; failure: AcademyFailure }
  | { status: 'member'; progress: PathProgress };

export function failureOf(result: { status: number; error: { error: string } }): AcademyFailure {
  if (result.status === 0) return 'offline';
  const code = result.error.error;
  return code === 'not_enrolled' ||
    code === 'not_found' ||
    code === 'unauthenticated' ||
    code === 'rate_limited'
    ? code
    : 'generic';
}

export function useEnrollment(path: string) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  // What the server said, and for whom: a reader who signs in or out is read again.
  const [loaded, setLoaded] = useState<{ userId: string; state: Enrollment } | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [enrollFailure, setEnrollFailure] = useState<AcademyFailure | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<PathProgress>(`/api/academy/enrollments?path=${encodeURIComponent(path)}`).then((result) => {
      if (!live) return;
      setLoaded({
        userId,
        state: result.ok
          ? { status: 'member', progress: result.data }
          : { status: 'failed', failure: failureOf(result) },
      });
    });
    return () => {
      live = false;
    };
  }, [userId, path]);

  const state: Enrollment =
    userId === undefined
      ? { status: 'loading' }
      : userId === null
        ? { status: 'visitor' }
        : loaded?.userId === userId
          ? loaded.state
          : { status: 'loading' };
  const setState = useCallback(
    (next: Enrollment) => {
      if (userId) setLoaded({ userId, state: next });
    },
    [userId],
  );

  const enroll = useCallback(async () => {
    setEnrolling(true);
    setEnrollFailure(null);
    const result = await api<PathProgress>('/api/academy/enrollments', { body: { path } });
    setEnrolling(false);
    if (result.ok) setState({ status: 'member', progress: result.data });
    else setEnrollFailure(failureOf(result));
    return result.ok;
  }, [path, setState]);

  const update = useCallback(
    (progress: PathProgress) => setState({ status: 'member', progress }),
    [setState],
  );

  return { state, enroll, enrolling, enrollFailure, update };
}
