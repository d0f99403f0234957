'use client';

import dynamic from 'next/dynamic';
import type { CitizenshipFormStrings } from './citizenship-form';

// The form (session, zod rules, the card) loads after the page: it waits for the session anyway, and so
// stays out of the AI Universe page's first-load JavaScript. Its texts come from the server as props.
const Form = dynamic(() => import('./citizenship-form').then((m) => m.CitizenshipForm), {
  ssr: false,
  loading: () => (
    <div
      aria-hidden="true"
      className="min-h-72 rounded-3xl border border-border bg-surface/80 shadow-lg shadow-black/20"
    />
  ),
});

export function CitizenshipFormLazy({ strings, lang }: { strings: CitizenshipFormStrings; lang?: string }) {
  return (
    <div id="become-a-citizen" lang={lang} className="scroll-mt-24">
      <Form strings={strings} />
    </div>
  );
}
