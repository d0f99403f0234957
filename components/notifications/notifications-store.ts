'use client';

// The signed-in user's notifications, shared by the bell (badge) and the drawer (list): marking an
// item read in the drawer updates the badge at once. One module-level store, read with
// useSyncExternalStore; keyed by the session id so another sign-in never shows the previous list.
import { useSyncExternalStore } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { refreshSession } from '@/components/account/session-store';
import type { ApiError, NotificationItem } from '@/lib/api/contract';

export type NotificationsState = {
  /** The session the list belongs to. */
  sessionId: string | null;
  /** 'loading' only while there is nothing to show yet; a refresh keeps the list on screen. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: NotificationItem[];
  unread: number;
  /** Why the last load failed (status 'error'). */
  error: ApiError | null;
};

const initial: NotificationsState = { sessionId: null, status: 'idle', items: [], unread: 0, error: null };

let state: NotificationsState = initial;
let inflight: { sessionId: string; promise: Promise<void> } | null = null;
/** Only the latest load may write: an older, slower answer is dropped. */
let loadSeq = 0;
/** Ids being marked read right now: a list that arrives meanwhile must not undo the optimistic update. */
const pendingReads = new Set<string>();
const listeners = new Set<() => void>();

function emit(next: NotificationsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function countUnread(items: NotificationItem[]) {
  return items.reduce((n, item) => n + (item.read ? 0 : 1), 0);
}

function handleUnauthenticated(error: ApiError) {
  // The session ended on the server: let the navbar fall back to the signed-out state.
  if (error.error === 'unauthenticated') void refreshSession(true);
}

/**
 * Loads the list for this session. Another session id resets the store first. Without `force`, a load
 * already done or under way for the same session is reused.
 */
export function loadNotifications(sessionId: string, { force = false } = {}): Promise<void> {
  if (state.sessionId !== sessionId) {
    pendingReads.clear();
    emit({ ...initial, sessionId, status: 'loading' });
  } else if (inflight?.sessionId === sessionId && !force) {
    return inflight.promise;
  } else if (state.status === 'ready' && !force) {
    return Promise.resolve();
  } else if (state.items.length === 0) {
    emit({ ...state, status: 'loading', error: null });
  }

  const seq = ++loadSeq;
  const promise = api<{ items: NotificationItem[]; unread: number }>('/api/notifications').then((result) => {
    // Signed out, switched session or superseded by a newer load meanwhile.
    if (seq !== loadSeq || state.sessionId !== sessionId) return;
    inflight = null;
    if (!result.ok) {
      handleUnauthenticated(result.error);
      // A failed refresh keeps a list already on screen.
      emit({ ...state, status: state.items.length ? 'ready' : 'error', error: result.error });
      return;
    }
    const items = result.data.items.map((item) =>
      pendingReads.has(item.id) && !item.read ? { ...item, read: true } : item,
    );
    const locallyRead = result.data.items.filter((item) => !item.read && pendingReads.has(item.id)).length;
    emit({
      sessionId,
      status: 'ready',
      items,
      unread: Math.max(0, (result.data.unread ?? countUnread(result.data.items)) - locallyRead),
      error: null,
    });
  });
  inflight = { sessionId, promise };
  return promise;
}

/** Marks one item read at once (optimistic); rolls back when the server refuses. */
export async function markNotificationRead(id: string): Promise<ApiResult<{ unread: number }>> {
  const sessionId = state.sessionId;
  const item = state.items.find((i) => i.id === id);
  if (!item || item.read) return { ok: true, status: 200, data: { unread: state.unread } };

  pendingReads.add(id);
  emit({
    ...state,
    items: state.items.map((i) => (i.id === id ? { ...i, read: true } : i)),
    unread: Math.max(0, state.unread - 1),
  });

  const result = await api<{ unread: number }>('/api/notifications/read', { body: { id } });
  pendingReads.delete(id);
  if (state.sessionId !== sessionId) return result;
  if (result.ok) {
    if (pendingReads.size === 0 && typeof result.data?.unread === 'number')
      emit({ ...state, unread: result.data.unread });
  } else {
    handleUnauthenticated(result.error);
    emit({
      ...state,
      items: state.items.map((i) => (i.id === id ? { ...i, read: false } : i)),
      unread: state.unread + 1,
    });
  }
  return result;
}

/** Marks every item read once the server has confirmed it. */
export async function markAllNotificationsRead(): Promise<ApiResult<{ unread: number }>> {
  const sessionId = state.sessionId;
  const result = await api<{ unread: number }>('/api/notifications/read-all', { body: {} });
  if (state.sessionId !== sessionId) return result;
  if (result.ok) {
    emit({ ...state, items: state.items.map((i) => (i.read ? i : { ...i, read: true })), unread: 0 });
  } else {
    handleUnauthenticated(result.error);
  }
  return result;
}

/** Forgets the list (sign-out; tests). */
export function resetNotifications() {
  loadSeq++;
  pendingReads.clear();
  inflight = null;
  emit(initial);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotifications(): NotificationsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}
