'use client';

import { useState, useSyncExternalStore } from 'react';
import { api } from '@/components/account/api';
import { buttonVariants } from '@/components/ui/button-variants';

export type UnsubscribeStrings = {
  button: string;
  working: string;
  done: string;
  invalid: string;
  error: string;
};

type State = 'idle' | 'working' | 'done' | 'invalid' | 'error';

const subscribeNever = () => () => {};

/**
 * The page behind a newsletter's unsubscribe link. The token comes from the link's ?token=; nothing
 * happens until the reader presses the button (mail scanners that open links must not unsubscribe anyone).
 */
export function UnsubscribeForm({ strings }: { strings: UnsubscribeStrings }) {
  // The page is static: the token is read in the browser (undefined while pre-rendering).
  const token = useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
  const [requested, setState] = useState<State>('idle');
  const state: State = token === null ? 'invalid' : requested;

  async function unsubscribe() {
    if (!token || state === 'working') return;
    setState('working');
    const result = await api<{ ok: true }>('/api/newsletter/unsubscribe', { body: { token } });
    setState(
      result.ok
        ? 'done'
        : result.error.error === 'invalid_token' || result.status === 400
          ? 'invalid'
          : 'error',
    );
  }

  const message =
    state === 'done'
      ? strings.done
      : state === 'invalid'
        ? strings.invalid
        : state === 'error'
          ? strings.error
          : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      {state !== 'done' && state !== 'invalid' && (
        <button
          type="button"
          onClick={() => void unsubscribe()}
          aria-disabled={!token || state === 'working' || undefined}
          aria-busy={state === 'working' || undefined}
          className={buttonVariants({ size: 'field', className: 'aria-disabled:opacity-60' })}
        >
          {state === 'working' ? strings.working : strings.button}
        </button>
      )}
      <p role="status" aria-live="polite" className="mt-4 max-w-2xl text-muted">
        {message}
      </p>
    </div>
  );
}
