'use client';

// What the citizen-ID and anchor islands share: a status read from the server, a voucher the server
// signs, one transaction from the member's own wallet, the hash reported back, and the status read again
// every few seconds while the network has not confirmed it (also after a reload: the status says so).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hex } from 'viem';
import { api, type ApiResult } from '@/components/account/api';
import type { TxReport } from '@/lib/chain/ledger';
import type { ChainStrings } from '@/lib/chain/strings';
import type { ContractCall } from './wallet-tx';

/** The `chain` texts an on-chain island takes as props. */
export type ChainPanelStrings = Pick<ChainStrings, 'wallet' | 'chains' | 'tx' | 'errors'>;

/** What both status routes answer with (CitizenIdStatus, AnchorStatus). */
export type VoucherTxStatus = {
  chainId: number | null;
  last: TxReport | null;
  wallet: string | null;
};

export const POLL_MS = 3000;

/** Answers meaning "not yours to see": the island shows nothing. */
const HIDDEN = new Set([401, 403, 404]);

/** A network's name, from `chain.chains`. */
export function chainName(strings: ChainPanelStrings, chainId: number): string {
  return (strings.chains as Record<string, string>)[String(chainId)] ?? String(chainId);
}

/** A refused request, in words (`chain.errors`). */
export function chainErrorText(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  strings: ChainPanelStrings,
) {
  const errors = strings.errors as Record<string, string>;
  if (result.status === 401) return errors.unauthenticated ?? strings.errors.generic;
  if (result.status === 429) return strings.errors.rate_limited;
  return errors[result.error.error] ?? strings.errors.generic;
}

/** Why the last transaction failed, in words (`chain.tx.failures`). */
export function failureText(last: TxReport, strings: ChainPanelStrings): string {
  const failures = strings.tx.failures as Record<string, string>;
  return (last.failure && failures[last.failure]) || strings.errors.generic;
}

export type Load<S> =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; status: S };

/** The transaction the wallet is asked for now: the runner is mounted while this is set. */
export type Run = { key: number; chainId: number; call: ContractCall };

export function useVoucherTx<S extends VoucherTxStatus, V>({
  statusPath,
  voucherPath,
  txPath,
  done,
  call,
  onDone,
  strings,
}: {
  /** GET: the status. */
  statusPath: string;
  /** POST { chainId }: a signed voucher. */
  voucherPath: string;
  /** POST { chainId, hash }: the hash reported; answers with the status. */
  txPath: string;
  /** Whether the status shows the thing done (minted, anchored). */
  done: (status: S) => boolean;
  /** The contract call a voucher makes. */
  call: (voucher: V, status: S) => ContractCall;
  /** The status turned done while the island was on screen. */
  onDone: (status: S) => void;
  strings: ChainPanelStrings;
}) {
  const [load, setLoad] = useState<Load<S>>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** A hash the wallet sent that the server has not recorded yet (the report failed): it can be sent again. */
  const [unreported, setUnreported] = useState<{ chainId: number; hash: Hex } | null>(null);
  const [polls, setPolls] = useState(0);
  const mounted = useRef(true);
  const runs = useRef(0);
  /** A voucher or report request in flight: presses meanwhile do nothing (state lags a render behind). */
  const inflight = useRef(false);
  const runChain = useRef<number | null>(null);
  const latest = useRef<S | null>(null);
  // The callbacks change with every render of the island; the requests below use the newest.
  const handlers = useRef({ done, call, onDone });
  useEffect(() => {
    handlers.current = { done, call, onDone };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Shows a status; a status that turned done (not the first one read) is announced by the island. */
  const show = useCallback((status: S) => {
    const before = latest.current;
    latest.current = status;
    setLoad({ kind: 'ready', status });
    if (before && !handlers.current.done(before) && handlers.current.done(status))
      handlers.current.onDone(status);
  }, []);

  const read = useCallback(
    () =>
      api<S>(statusPath).then((result) => {
        if (!mounted.current) return;
        if (result.ok) return show(result.data);
        if (HIDDEN.has(result.status)) return setLoad({ kind: 'hidden' });
        // A poll that failed keeps what is shown and tries again at the next beat.
        if (latest.current) return setPolls((n) => n + 1);
        setLoad({ kind: 'failed', message: chainErrorText(result, strings) });
      }),
    [statusPath, show, strings],
  );

  useEffect(() => {
    void read();
  }, [read]);

  const status = load.kind === 'ready' ? load.status : null;
  const pending = status !== null && !done(status) && status.last?.status === 'pending';

  // While the network has not confirmed the transaction: read the status again every few seconds.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void read(), POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, status, polls, read]);

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    void read();
  }, [read]);

  /** Reloads the status (another island changed what it depends on: a wallet linked). */
  const reload = read;

  async function report(chainId: number, hash: Hex) {
    if (inflight.current) return;
    inflight.current = true;
    setBusy(true);
    setProblem(null);
    const result = await api<S>(txPath, { body: { chainId, hash } });
    inflight.current = false;
    if (!mounted.current) return;
    setBusy(false);
    if (result.ok) {
      setUnreported(null);
      return show(result.data);
    }
    // Refused for good (the hash names another transaction): nothing to send again.
    const again = result.status === 0 || result.status === 429 || result.status >= 500;
    setUnreported(again ? { chainId, hash } : null);
    setProblem(chainErrorText(result, strings));
    if (result.error.error === 'already_minted' || result.error.error === 'already_anchored') void read();
  }

  async function start() {
    if (inflight.current || busy || run || !status?.chainId) return;
    const chainId = status.chainId;
    inflight.current = true;
    setBusy(true);
    setProblem(null);
    setUnreported(null);
    const result = await api<V>(voucherPath, { body: { chainId } });
    inflight.current = false;
    if (!mounted.current) return;
    if (!result.ok) {
      setBusy(false);
      setProblem(chainErrorText(result, strings));
      // The server knows better than this page (minted elsewhere, a wallet unlinked): read it again.
      if (result.status === 409) void read();
      return;
    }
    runChain.current = chainId;
    setRun({ key: ++runs.current, chainId, call: handlers.current.call(result.data, status) });
  }

  const runner = {
    onSent: (hash: Hex) => {
      const chainId = runChain.current;
      setRun(null);
      if (chainId) void report(chainId, hash);
    },
    onFailed: (message: string) => {
      setRun(null);
      setBusy(false);
      setProblem(message);
    },
    onCancel: () => {
      setRun(null);
      setBusy(false);
    },
  };

  return {
    load,
    status,
    pending,
    busy,
    run,
    problem,
    unreported,
    start,
    retry,
    reload,
    reportAgain: () => unreported && void report(unreported.chainId, unreported.hash),
    runner,
  };
}

/** What the hook gives an island (and ./voucher-tx-controls.tsx). */
export type VoucherTx<S extends VoucherTxStatus = VoucherTxStatus> = ReturnType<
  typeof useVoucherTx<S, unknown>
>;
