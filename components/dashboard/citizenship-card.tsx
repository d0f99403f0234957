'use client';

// "My citizenship": number, handle (a link to the public profile), tier, points and the way to the next
// tier; the citizen NFT ID (components/chain/citizen-id-panel.tsx, loaded after the card); the
// notification address, whether it is verified ("Send the link again"), and the switch "Notify me of new
// proposals" (POST /api/citizens/preferences).
import { useId, useState } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { formatNumber } from '@/components/community/proposal-parts';
import { CitizenIdPanelLazy } from '@/components/chain/citizen-id-panel-lazy';
import { SendVerification, VerifiedBadge } from '@/components/email/email-verification';
import type { MyCitizenship } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { cardClass, sessionEnded } from './shared';
import { fill, type GovernanceStrings } from './strings';

export function CitizenshipCard({
  citizen,
  strings,
  locale,
  onChanged,
}: {
  citizen: MyCitizenship;
  strings: GovernanceStrings;
  locale: string;
  /** Something changed on the server meanwhile (the address was verified): read the citizenship again. */
  onChanged: () => void;
}) {
  const s = strings.citizenship;
  const id = useId();
  const { standing } = citizen;
  const [notifyProposals, setNotifyProposals] = useState(citizen.notifyProposals);
  const [saving, setSaving] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function failed(result: Extract<ApiResult<unknown>, { ok: false }>) {
    if (sessionEnded(result, strings)) return;
    setProblem(
      result.status === 0 ? strings.offline : result.status === 429 ? strings.rateLimited : s.failed,
    );
  }

  async function toggleNotify(next: boolean) {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    setNotifyProposals(next);
    const result = await api<{ ok: true }>('/api/citizens/preferences', { body: { notifyProposals: next } });
    setSaving(false);
    if (result.ok) return;
    setNotifyProposals(!next);
    failed(result);
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    setProblem(null);
    const result = await api<{ ok: true }>('/api/citizens/verify-email', { method: 'POST', body: {} });
    setResending(false);
    if (result.ok) setResent(true);
    else if (result.error.error === 'already_verified') onChanged();
    else failed(result);
  }

  const tierName = s.tiers[standing.tier];
  const next = standing.next;

  return (
    <section aria-labelledby={`${id}-title`} className={cx(cardClass, 'flex flex-col gap-6')}>
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold tracking-wider text-accent uppercase">
          {s.title}
        </h3>
        <p className="mt-1 text-2xl font-bold tracking-tight">
          {fill(s.number, { number: formatNumber(citizen.number, locale, { useGrouping: false }) })}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <div className="col-span-2 min-w-0 rounded-2xl border border-border bg-surface-2/60 p-4 sm:col-span-1">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{s.handle}</dt>
          <dd className="mt-1 font-medium [overflow-wrap:anywhere]">
            <Link href={citizenPath(citizen.handle)} className="text-primary hover:underline">
              {citizen.handle}
            </Link>
          </dd>
        </div>
        <div className="min-w-0 rounded-2xl border border-border bg-surface-2/60 p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{s.tier}</dt>
          <dd className="mt-1 font-medium">{tierName}</dd>
        </div>
        <div className="min-w-0 rounded-2xl border border-border bg-surface-2/60 p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{s.points}</dt>
          <dd className="mt-1 text-2xl font-bold text-accent tabular-nums">
            {formatNumber(citizen.points, locale)}
          </dd>
        </div>
      </dl>

      {next ? (
        <div className="flex flex-col gap-2">
          <p id={`${id}-next`} className="text-sm text-muted">
            {fill(s.next, { tier: s.tiers[next.tier], min: formatNumber(next.min, locale) })}
          </p>
          <div
            role="progressbar"
            aria-label={fill(s.progress, { tier: s.tiers[next.tier] })}
            aria-describedby={`${id}-next`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={standing.progress}
            className="h-2 w-full max-w-md rounded-full bg-surface-2"
          >
            <div
              className="h-2 rounded-full bg-accent"
              style={{ width: `${Math.min(100, Math.max(0, standing.progress))}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">{s.top}</p>
      )}

      {strings.citizenId && <CitizenIdPanelLazy strings={strings.citizenId} locale={locale} />}

      <div className="flex flex-col gap-3 rounded-2xl border border-border p-4 sm:p-5">
        <dl>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{s.email}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <span className="font-medium [overflow-wrap:anywhere]">{citizen.notifyEmail ?? s.noEmail}</span>
            {citizen.notifyEmail && (
              <VerifiedBadge
                verified={citizen.notifyEmailVerified}
                label={citizen.notifyEmailVerified ? s.verified : s.unverified}
              />
            )}
          </dd>
        </dl>
        {citizen.notifyEmail && !citizen.notifyEmailVerified && (
          <SendVerification
            pending={resending}
            onSend={() => void resend()}
            label={resending ? s.resending : s.resend}
            sent={resent ? fill(s.resent, { email: citizen.notifyEmail }) : ''}
          />
        )}

        <div className="flex items-start gap-3">
          <input
            id={`${id}-notify`}
            type="checkbox"
            role="switch"
            checked={notifyProposals}
            onChange={(event) => void toggleNotify(event.target.checked)}
            aria-describedby={`${id}-notify-hint`}
            aria-busy={saving || undefined}
            className="mt-1 size-4 accent-primary"
          />
          <div>
            <label htmlFor={`${id}-notify`} className="text-sm font-medium">
              {s.notify}
            </label>
            <p id={`${id}-notify-hint`} className="text-sm text-muted">
              {s.notifyHint}
            </p>
          </div>
        </div>
      </div>

      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
