'use client';

// "Check a copy" on a credential's page: the JSON someone was given, sent to
// POST /api/academy/credentials/verify, which checks the signature and whether the credential stands.
import { useId, useState, type FormEvent } from 'react';
import { api } from '@/components/account/api';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import type { CredentialCheck } from '@/lib/academy/credentials';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';

type Strings = AppMessages['academy']['credential'];
export type CredentialCheckStrings = Pick<Strings, 'check' | 'status'> & {
  errors: AppMessages['academy']['errors'];
};

export function CredentialCheckForm({
  strings: s,
  locale,
}: {
  strings: CredentialCheckStrings;
  locale: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<CredentialCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      document = null;
    }
    if (typeof document !== 'object' || document === null || Array.isArray(document)) {
      setProblem(s.check.notJson);
      return;
    }
    setProblem(null);
    setSending(true);
    const reply = await api<CredentialCheck>('/api/academy/credentials/verify', { body: { document } });
    setSending(false);
    if (reply.ok) setResult(reply.data);
    else
      setProblem(
        reply.status === 0 ? s.errors.offline : reply.status === 413 ? s.check.notJson : s.errors.generic,
      );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <label htmlFor={`${id}-json`} className="text-sm font-medium">
        {s.check.label}
      </label>
      <textarea
        id={`${id}-json`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        spellCheck={false}
        aria-invalid={problem === s.check.notJson}
        className="w-full rounded-xl border border-border bg-background px-3.5 py-2.5 font-mono text-xs text-foreground"
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <button
        type="submit"
        disabled={sending || !text.trim()}
        className={buttonVariants({ className: 'self-start' })}
      >
        {sending ? s.check.checking : s.check.submit}
      </button>
      <p role="status" className="text-sm font-semibold">
        {result ? formatMessage(s.check.result, { status: s.status[result.status] }, locale) : ''}
      </p>
    </form>
  );
}
