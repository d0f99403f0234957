'use client';

// The signed-in state shared by every island on the page (navbar, dashboard, dialogs). Fetched once
// from /api/session; updated after login, sign-up, logout and onboarding. Pages stay static.
import { useSyncExternalStore } from 'react';
import { api } from './api';
import type { SessionUser } from '@/lib/api/contract';

export type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null };

let state: SessionState = { status: 'loading' };
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Loads the session from the server (once, unless forced). */
export function refreshSession(force = false): Promise<void> {
  if (inflight && !force) return inflight;
  inflight = api<{ user: SessionUser | null }>('/api/session').then((result) => {
    // A failed call leaves the visitor signed out rather than stuck on the loading placeholder.
    emit({ status: 'ready', user: result.ok ? result.data.user : null });
  });
  return inflight;
}

export function setSessionUser(user: SessionUser | null) {
  inflight = Promise.resolve();
  emit({ status: 'ready', user });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading') void refreshSession();
  return () => listeners.delete(listener);
}

const serverState: SessionState = { status: 'loading' };

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

// The join dialog can be opened from anywhere (navbar, dashboard invitation).
type JoinListener = (tab: 'signup' | 'login') => void;
const joinListeners = new Set<JoinListener>();

export function openJoinDialog(tab: 'signup' | 'login' = 'signup') {
  joinListeners.forEach((listener) => listener(tab));
}

export function onOpenJoinDialog(listener: JoinListener) {
  joinListeners.add(listener);
  return () => {
    joinListeners.delete(listener);
  };
}
