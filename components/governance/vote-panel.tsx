'use client';

// A proposal's vote panel (LAZY: ./vote-panel-lazy.tsx loads it after the page; strings arrive as props).
// It reads the reader's standing (GET /api/proposals/{id}), keeps the tallies live from the proposal's
// event stream, and lets a citizen vote once, For or Against. A wallet citizen signs the vote first: the
// wallet stack loads at that moment only (./wallet-vote-signer). Whoever cannot vote is told why, with
// the way forward (sign in, become a citizen). Moderators also get hide / restore (./moderation-controls).
import { Check, LoaderCircle, ThumbsDown, ThumbsUp } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, refreshSession } from '@/components/account/session-store';
import { useSessionLoad } from '@/components/account/use-session-load';
import { notify } from '@/components/frame/toast';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { ErrorCode, ProposalLive, ProposalSummary, TallyEvent, VoteChoice } from '@/lib/api/contract';
import { shares } from '@/lib/governance/rules';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { short } from '@/components/wallet/short-address';
import { numberFormat } from '@/lib/i18n/intl';
import type { ModerationStrings } from './moderation-controls';
import type { SignedVote } from './wallet-vote';
import type { WalletVoteStrings } from './wallet-vote-signer';

type Messages = AppMessages['governance'];

/** The panel's texts, raw (ICU placeholders filled here): see votePanelStrings in ./strings.ts. */
export type VotePanelStrings = {
  vote: Messages['vote'];
  wallet: WalletVoteStrings;
  moderation: ModerationStrings;
};

export type VotePanelProps = {
  proposalId: number;
  /** The proposal as the page rendered it: its tallies show until the reader's standing arrives. */
  initial: ProposalSummary;
  strings: VotePanelStrings;
  /** Called once the panel is on screen (the lazy wrapper then removes its stand-in). */
  onReady?: () => void;
};

type VoteReply = { ok: true; votesFor: number; votesAgainst: number; choice: VoteChoice };

// The wallet stack comes with the signer, when a wallet citizen presses a vote button.
const WalletVoteSigner = dynamic(() => import('./wallet-vote-signer').then((m) => m.WalletVoteSigner), {
  ssr: false,
  loading: () => <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted" />,
});

// zod and the dialog come only to moderators.
const ModerationControls = dynamic(() => import('./moderation-controls').then((m) => m.ModerationControls), {
  ssr: false,
});

const total = (tally: TallyEvent) => tally.votesFor + tally.votesAgainst;

function tallyOf({ votesFor, votesAgainst }: Pick<TallyEvent, 'votesFor' | 'votesAgainst'>): TallyEvent {
  const share = shares({ votesFor, votesAgainst });
  return { votesFor, votesAgainst, percentFor: share.for, percentAgainst: share.against };
}

/** A tally event's data, if it is one (the stream is ours, but a proxy may mangle it). */
function parseTally(data: unknown): TallyEvent | null {
  try {
    const value = JSON.parse(String(data)) as Partial<TallyEvent>;
    const counts = [value.votesFor, value.votesAgainst];
    if (!counts.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) return null;
    return tallyOf(value as TallyEvent);
  } catch {
    return null;
  }
}

const MAX_TIMER_MS = 2_147_483_647;

const refusedCodes = new Set<ErrorCode>([
  'unauthenticated',
  'not_citizen',
  'voting_closed',
  'proposal_hidden',
  'signature_required',
]);

export function VotePanel({ proposalId, initial, strings, onReady }: VotePanelProps) {
  const s = strings.vote;
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  const fmt = useCallback(
    (message: string, values?: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );

  const [live, setLive] = useState<ProposalLive | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tally, setTally] = useState<TallyEvent>(() => tallyOf(initial));
  const tallyRef = useRef(tally);
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<VoteChoice | null>(null);
  const [signing, setSigning] = useState<{ key: number; choice: VoteChoice; voter: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inflight = useRef(false);
  const signings = useRef(0);
  const loads = useRef(0);
  const buttons = useRef<Partial<Record<VoteChoice, HTMLButtonElement | null>>>({});
  const votedRef = useRef<HTMLParagraphElement>(null);
  const focusVoted = useRef(false);

  /** Takes a tally unless it is older than the one shown (votes are final: counts only grow). */
  const showTally = useCallback(
    (next: TallyEvent, announce: boolean) => {
      const current = tallyRef.current;
      if (total(next) < total(current)) return;
      if (next.votesFor === current.votesFor && next.votesAgainst === current.votesAgainst) return;
      tallyRef.current = next;
      setTally(next);
      if (announce)
        setAnnouncement(fmt(s.live, { votesFor: next.votesFor, votesAgainst: next.votesAgainst }));
    },
    [fmt, s.live],
  );

  /** The reader's standing and the tallies; the newest answer wins when several are in flight. */
  const load = useCallback(() => {
    const call = ++loads.current;
    return api<ProposalLive>(`/api/proposals/${proposalId}`).then((result) => {
      if (call !== loads.current) return;
      if (result.ok) {
        setLive(result.data);
        setLoadState('ready');
        showTally(tallyOf(result.data.proposal), false);
      } else setLoadState((state) => (state === 'ready' ? state : 'failed'));
    });
  }, [proposalId, showTally]);

  // Someone signing in, or out, in another island (the join dialog) changes what they may do here.
  useSessionLoad(load);

  useReady(onReady);

  const proposal = live?.proposal ?? initial;
  const open = proposal.status === 'active' && !proposal.hidden;

  // Live tallies while voting is open. The stream tells each new count; after it dropped and came back
  // (the browser reconnects by itself), what was missed is read again.
  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/proposals/${proposalId}/events`);
    let dropped = false;
    const onTally = (event: MessageEvent) => {
      const next = parseTally(event.data);
      if (next) showTally(next, true);
    };
    const onOpen = () => {
      if (!dropped) return;
      dropped = false;
      void load();
    };
    const onError = () => {
      dropped = true;
    };
    source.addEventListener('tally', onTally);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener('tally', onTally);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [open, proposalId, load, showTally]);

  // The moment voting closes, the standing is read again (buttons go, the result shows).
  useEffect(() => {
    if (proposal.status !== 'active') return;
    const wait = new Date(proposal.closesAt).getTime() - Date.now() + 1000;
    // Long past on this device's clock but open on the server's: this device's clock is wrong.
    if (wait < -60_000) return;
    // At least a few seconds apart, should the server's clock still be a little behind.
    const timer = setTimeout(() => void load(), Math.min(Math.max(wait, 5_000), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [proposal.status, proposal.closesAt, load]);

  const myVote = live?.myVote ?? null;

  // After a vote the pressed button is disabled: focus goes to the sentence that says what happened.
  useEffect(() => {
    if (myVote && focusVoted.current) {
      focusVoted.current = false;
      votedRef.current?.focus();
    }
  }, [myVote]);

  function finish() {
    inflight.current = false;
    setPending(null);
    setSigning(null);
  }

  function errorText(code: ErrorCode | 'offline', retryAfter?: number): string {
    if (code === 'rate_limited')
      return fmt(s.errors.rate_limited, { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) });
    return code in s.errors ? s.errors[code as keyof typeof s.errors] : s.errors.failed;
  }

  async function send(choice: VoteChoice, signed?: SignedVote) {
    const result = await api<VoteReply>(`/api/proposals/${proposalId}/votes`, {
      body: signed ? { choice, ...signed } : { choice },
    });
    finish();
    if (result.ok) {
      showTally(tallyOf(result.data), false);
      focusVoted.current = true;
      setLive((current) => current && { ...current, myVote: result.data.choice, canVote: false });
      void notify({ title: s.toast.title, description: s.toast[result.data.choice] });
      return;
    }
    if (result.status === 0) return setError(s.errors.offline);
    const { error: code, retryAfter } = result.error;
    if (code === 'already_voted') {
      // The server keeps the first vote: show it.
      setNote(s.alreadyVoted);
      focusVoted.current = true;
      return void load();
    }
    setError(errorText(code, retryAfter));
    if (code === 'unauthenticated') void refreshSession(true);
    if (refusedCodes.has(code)) void load();
  }

  function vote(choice: VoteChoice) {
    // A second press (or a double click) while the first is on its way sends nothing.
    if (inflight.current || !live?.canVote || myVote) return;
    inflight.current = true;
    setPending(choice);
    setError(null);
    setNote(null);
    if (live.walletVoter) setSigning({ key: ++signings.current, choice, voter: live.walletVoter });
    else void send(choice);
  }

  function stopSigning(message: string | null) {
    const choice = signing?.choice;
    finish();
    setError(message);
    // The signer (and the focus, if it was on its Cancel) is gone: back to the button pressed.
    if (choice) buttons.current[choice]?.focus();
  }

  const showButtons = live !== null && open && (live.canVote || myVote !== null);
  const voteButton = (choice: VoteChoice) => {
    const Icon = choice === 'for' ? ThumbsUp : ThumbsDown;
    const chosen = myVote === choice;
    return (
      <button
        key={choice}
        ref={(node) => {
          buttons.current[choice] = node;
        }}
        type="button"
        onClick={() => vote(choice)}
        disabled={myVote !== null}
        aria-disabled={pending !== null || undefined}
        className={buttonVariants({
          variant: choice === 'for' ? 'default' : 'outline',
          size: 'field',
          className: cx(
            'flex-1 disabled:cursor-not-allowed disabled:opacity-50',
            pending !== null && 'cursor-progress',
            pending !== null && pending !== choice && 'opacity-60',
            chosen && 'ring-2 ring-accent',
          ),
        })}
      >
        {pending === choice ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : chosen ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Icon aria-hidden="true" className="size-4" />
        )}
        {choice === 'for' ? s.voteFor : s.voteAgainst}
      </button>
    );
  };

  const votedLine = myVote && (
    <p
      ref={votedRef}
      tabIndex={-1}
      className="flex items-center gap-2 font-semibold text-foreground outline-none"
    >
      <Check aria-hidden="true" className="size-4 text-accent" />
      {s.voted[myVote]}
    </p>
  );

  let standing: ReactNode = null;
  if (!live) {
    standing =
      loadState === 'failed' ? (
        <RetryAlert
          message={s.loadFailed}
          retryLabel={s.retry}
          onRetry={() => {
            setLoadState('loading');
            void load();
          }}
        />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {s.loading}
        </p>
      );
  } else if (proposal.hidden) {
    standing = <p className="text-sm text-muted">{s.hidden}</p>;
  } else if (proposal.status !== 'active') {
    standing = (
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-foreground">{s.ended.title}</p>
        <p className="text-sm text-muted">{s.ended[proposal.status]}</p>
        {votedLine}
      </div>
    );
  } else if (showButtons) {
    standing = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row">{(['for', 'against'] as const).map(voteButton)}</div>
        {votedLine}
        {note && (
          <p role="status" className="text-sm text-muted">
            {note}
          </p>
        )}
        {!myVote && (
          <p className="text-xs text-muted">
            {live.walletVoter ? fmt(s.walletNote, { address: short(live.walletVoter) }) : s.final}
          </p>
        )}
        {signing && (
          <WalletVoteSigner
            key={signing.key}
            request={{ proposal: proposalId, choice: signing.choice, voter: signing.voter }}
            strings={strings.wallet}
            locale={locale}
            onSigned={(signed) => {
              // The signer goes while the vote is sent: its place in the focus order goes to the button.
              setSigning(null);
              buttons.current[signing.choice]?.focus();
              void send(signing.choice, signed);
            }}
            onFailed={(message) => stopSigning(message)}
            onCancel={() => stopSigning(null)}
          />
        )}
      </div>
    );
  } else if (live.refusal === 'unauthenticated') {
    standing = (
      <div className="flex flex-col items-start gap-3">
        <p className="font-semibold text-foreground">{s.visitor.title}</p>
        <p className="text-sm text-muted">{s.visitor.body}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => openJoinDialog('login')}
            className={buttonVariants({ size: 'compact' })}
          >
            {s.visitor.login}
          </button>
          <button
            type="button"
            onClick={() => openJoinDialog('signup')}
            className={buttonVariants({ variant: 'outline', size: 'compact' })}
          >
            {s.visitor.join}
          </button>
        </div>
      </div>
    );
  } else if (live.refusal === 'not_citizen') {
    standing = (
      <div className="flex flex-col items-start gap-3">
        <p className="font-semibold text-foreground">{s.notCitizen.title}</p>
        <p className="text-sm text-muted">{s.notCitizen.body}</p>
        <Link href={pageHref('aiUniverse', 'citizenship')} className={buttonVariants({ size: 'compact' })}>
          {s.notCitizen.link}
        </Link>
      </div>
    );
  } else {
    // voting_closed before the summary caught up, or a refusal this panel has no words for.
    standing = <p className="font-semibold text-foreground">{s.ended.title}</p>;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-3xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20"
    >
      <h3 id={headingId} className="text-xl font-bold tracking-tight">
        {s.title}
      </h3>
      <Tallies tally={tally} quorum={proposal.quorum} strings={s} fmt={fmt} locale={locale} />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {standing}
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/60 bg-destructive/10 px-3.5 py-2.5 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      {live?.canModerate && (
        <ModerationControls
          proposalId={proposalId}
          hidden={Boolean(proposal.hidden)}
          strings={strings.moderation}
          locale={locale}
          onDone={() => {
            router.refresh();
            void load();
          }}
        />
      )}
    </section>
  );
}

type Fmt = (message: string, values?: Record<string, string | number>) => string;

function Tallies({
  tally,
  quorum,
  strings: s,
  fmt,
  locale,
}: {
  tally: TallyEvent;
  quorum: number;
  strings: Messages['vote'];
  fmt: Fmt;
  locale: string;
}) {
  const percent = numberFormat(locale, { style: 'percent' });
  const rows = [
    { choice: 'for', label: s.for, count: tally.votesFor, percent: tally.percentFor, bar: 'bg-accent' },
    {
      choice: 'against',
      label: s.against,
      count: tally.votesAgainst,
      percent: tally.percentAgainst,
      bar: 'bg-primary',
    },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={s.tallyLabel} className="flex flex-col gap-4">
        {rows.map((row) => (
          <li key={row.choice} data-choice={row.choice} className="flex flex-col gap-1.5">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-foreground">{row.label}</span>
              <span className="text-sm text-muted tabular-nums">
                {fmt(s.count, { count: row.count })} · {percent.format(row.percent / 100)}
              </span>
            </p>
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-2">
              <div
                className={cx('h-full rounded-full transition-[width] duration-500', row.bar)}
                style={{ width: `${row.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{fmt(s.turnout, { count: total(tally), quorum })}</p>
    </div>
  );
}
