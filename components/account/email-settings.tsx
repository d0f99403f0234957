'use client';

// The dashboard's e-mail card (#email-preferences, linked from every mail): whether the account's
// address is verified, with "Verify your e-mail"; the language of its mail and the hourly digest.
import { useId, useState } from 'react';
import { api } from '@/components/account/api';
import { refreshSession, setSessionUser } from '@/components/account/session-store';
import { SendVerification, VerifiedBadge } from '@/components/email/email-verification';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { SubmitButton } from '@/components/forms/submit-button';
import type { ApiResult } from '@/components/account/api';
import type { SessionUser } from '@/lib/api/contract';
import { localeNames, locales, type Locale } from '@/lib/i18n/config';
import type { DashboardPanelStrings } from './dashboard-panel';

export type EmailSettingsStrings = {
  title: string;
  verified: string;
  unverified: string;
  verify: string;
  verifying: string;
  verifySent: string;
  preferences: string;
  language: string;
  digest: string;
  digestHint: string;
  save: string;
  saving: string;
  saved: string;
  noEmail: string;
  sessionEnded: string;
  failed: string;
};

export function EmailSettings({ user, strings }: { user: SessionUser; strings: DashboardPanelStrings }) {
  const s = strings.email;
  const id = useId();
  const [verifying, setVerifying] = useState(false);
  const [sent, setSent] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string } | null>(null);
  const [locale, setLocale] = useState<Locale>(
    (locales as readonly string[]).includes(user.mailLocale ?? '') ? (user.mailLocale as Locale) : 'en',
  );
  const [digest, setDigest] = useState(Boolean(user.emailDigest));

  /** A failed request's line under the card; an ended session goes back to the signed-out panel. */
  function failed(result: Extract<ApiResult<unknown>, { ok: false }>) {
    if (result.status === 401) {
      void notify({ title: s.sessionEnded, variant: 'destructive' });
      void refreshSession(true);
      return;
    }
    const text =
      result.status === 0
        ? strings.errors.offline
        : result.status === 429
          ? strings.errors.rateLimited
          : s.failed;
    setMessage({ text });
  }

  async function verify() {
    if (verifying) return;
    setVerifying(true);
    setMessage(null);
    const result = await api<{ ok: true }>('/api/account/verify-email', { method: 'POST', body: {} });
    setVerifying(false);
    if (result.ok) setSent(true);
    else if (result.error.error === 'already_verified') void refreshSession(true);
    else failed(result);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setMessage(null);
    const result = await api<{ user: SessionUser }>('/api/account/email-preferences', {
      body: { locale, digest },
    });
    setSaving(false);
    if (!result.ok) return failed(result);
    setSessionUser(result.data.user);
    void notify({ title: s.saved });
  }

  if (!user.email) {
    return (
      <section id="email-preferences" aria-labelledby={`${id}-title`} className="scroll-mt-24">
        <h3 id={`${id}-title`} className="text-xs font-semibold tracking-wider text-muted uppercase">
          {s.title}
        </h3>
        <p className="mt-2 text-sm text-muted">{s.noEmail}</p>
      </section>
    );
  }

  return (
    <section
      id="email-preferences"
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-border p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-xs font-semibold tracking-wider text-muted uppercase">
        {s.title}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <VerifiedBadge
          verified={user.emailVerified === true}
          label={user.emailVerified ? s.verified : s.unverified}
        />
      </div>
      {!user.emailVerified && (
        <SendVerification
          pending={verifying}
          onSend={() => void verify()}
          label={verifying ? s.verifying : s.verify}
          sent={sent ? s.verifySent.replace('{email}', user.email) : ''}
        />
      )}

      <form
        onSubmit={(event) => void save(event)}
        aria-busy={saving || undefined}
        className="flex flex-col gap-3"
      >
        <p className="text-sm font-semibold">{s.preferences}</p>
        <label htmlFor={`${id}-locale`} className="text-sm text-muted">
          {s.language}
        </label>
        <select
          id={`${id}-locale`}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
          className="h-11 w-full rounded-xl border border-border bg-background px-3 text-base text-foreground sm:w-64 sm:text-sm"
        >
          {locales.map((code) => (
            <option key={code} value={code} lang={code}>
              {localeNames[code]}
            </option>
          ))}
        </select>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-digest`}
            type="checkbox"
            checked={digest}
            onChange={(event) => setDigest(event.target.checked)}
            aria-describedby={`${id}-digest-hint`}
            className="mt-1 size-4 accent-primary"
          />
          <div>
            <label htmlFor={`${id}-digest`} className="text-sm font-medium">
              {s.digest}
            </label>
            <p id={`${id}-digest-hint`} className="text-sm text-muted">
              {s.digestHint}
            </p>
          </div>
        </div>
        <SubmitButton pending={saving} className={buttonVariants({ size: 'field', className: 'self-start' })}>
          {saving ? s.saving : s.save}
        </SubmitButton>
      </form>
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message.text}
        </p>
      )}
    </section>
  );
}
