'use client';

// The constitution's "Adopted laws": the proposals that passed, newest first (GET /api/proposals). The
// DAO page stays static; this island asks when it mounts.
import { useEffect, useState } from 'react';
import type { ProposalPage, ProposalSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { proposalPath } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/i18n/intl';

export type AdoptedLawsStrings = {
  title: string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  /** "Adopted on {date}" */
  adopted: string;
};

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: ProposalSummary[] };

const LIMIT = 20;

async function load(): Promise<State> {
  try {
    const response = await fetch(`/api/proposals?status=passed&limit=${LIMIT}`, {
      credentials: 'same-origin',
    });
    if (!response.ok) return { status: 'error' };
    const page = (await response.json()) as ProposalPage;
    return { status: 'ready', items: page.items.filter((item) => !item.hidden) };
  } catch {
    return { status: 'error' };
  }
}

export function AdoptedLaws({ strings, locale }: { strings: AdoptedLawsStrings; locale: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void load().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [attempt]);

  const date = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby="adopted-laws" className="mt-10" aria-busy={state.status === 'loading'}>
      <h3 id="adopted-laws" className="text-xl font-semibold text-foreground">
        {strings.title}
      </h3>
      {state.status === 'loading' && <p className="mt-3 min-h-6 text-muted">{strings.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="mt-3 text-muted">
          {strings.error}{' '}
          <button
            type="button"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
            className="font-semibold text-primary hover:underline"
          >
            {strings.retry}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <p className="mt-3 text-muted">{strings.empty}</p>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface/60">
          {state.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between"
            >
              <Link href={proposalPath(item.id)} className="font-medium text-foreground hover:underline">
                {item.title}
              </Link>
              <span className="text-sm text-muted">
                {strings.adopted.replace('{date}', date.format(new Date(item.closesAt)))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
