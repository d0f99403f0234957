'use client';

// Send: a recipient and an amount of ether, checked as they are typed (the address against its
// checksum, the amount against the balance), the network fee estimated once both are valid, a summary
// to check, then the member's wallet asks them to sign; the hash is followed until the transfer is
// mined. What was typed stays on every error. Part of the lazy wallet (./wallet-console.tsx).
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Hex } from 'viem';
import { estimateTransferFee, sendTransfer, waitForTransfer } from '@/components/chain/wallet-tx';
import { walletTxFailure } from '@/components/chain/wallet-tx-runner';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert, Input } from '@/components/ui/field';
import { formatMessage } from '@/lib/i18n/format-message';
import { checkAddress } from '@/lib/wallet/address';
import { checkAmount, formatEth } from './eth';
import { chainName, type FinanceStrings } from './shared';
import { TransferStatus } from './transfer-status';

/** How long typing must pause before the fee is estimated (each estimate asks the node twice). */
export const FEE_DEBOUNCE_MS = 400;

type Request = { key: string; chainId: number; to: `0x${string}`; wei: bigint };

type Fee = { key: string; status: 'ready'; wei: bigint } | { key: string; status: 'failed'; message: string };

type Step =
  | { kind: 'form' }
  | { kind: 'review' }
  | { kind: 'signing'; sent: Request; fee: bigint | null }
  | { kind: 'pending'; sent: Request; hash: Hex }
  | { kind: 'done'; sent: Request; hash: Hex; outcome: 'success' | 'reverted' | 'unknown' };

export type SendFormProps = {
  strings: FinanceStrings;
  locale: string;
  /** The network the transfer goes on (the wallet is asked to switch to it). */
  chainId: number;
  /** The account's balance there, in wei; null while unknown (the amount is then not held to it). */
  balance: bigint | null;
  /** The transfer was mined or reverted (or could no longer be followed). */
  onSettled: () => void;
};

export function SendForm({ strings, locale, chainId, balance, onSettled }: SendFormProps) {
  const s = strings.finance.send;
  const ids = useId();
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState({ to: false, amount: false });
  const [submitted, setSubmitted] = useState(false);
  const [fee, setFee] = useState<Fee | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const stepRef = useRef<HTMLDivElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const focusStep = useRef(false);

  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const eth = (wei: bigint, decimals = 6) => formatEth(wei, locale, decimals);
  const chain = chainName(strings, chainId);

  const toCheck = checkAddress(to);
  const amountCheck = checkAmount(amount, locale, balance);
  const request: Request | null =
    toCheck.ok && amountCheck.ok
      ? {
          key: `${chainId}:${toCheck.address}:${amountCheck.wei}`,
          chainId,
          to: toCheck.address,
          wei: amountCheck.wei,
        }
      : null;
  const key = request?.key ?? null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The fee of what is typed, once typing pauses; an answer for other inputs than the current ones is
  // dropped (its key no longer matches).
  useEffect(() => {
    if (!request) return;
    const { key: estimateKey, chainId: estimateChain, to: recipient, wei } = request;
    const timer = setTimeout(() => {
      estimateTransferFee({ chainId: estimateChain, to: recipient, value: wei }).then(
        (feeWei) => {
          if (mounted.current) setFee({ key: estimateKey, status: 'ready', wei: feeWei });
        },
        (reason: unknown) => {
          if (!mounted.current) return;
          const said = walletTxFailure(reason, strings.wallet, locale, { chainName: chain });
          const message = said === strings.wallet.insufficientFunds ? said : s.feeFailed;
          setFee({ key: estimateKey, status: 'failed', message });
        },
      );
    }, FEE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The request is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Each new step takes the focus (the button pressed is gone), except the form's first showing.
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    if (step.kind === 'form') toRef.current?.focus();
    else stepRef.current?.focus();
  }, [step.kind]);

  function go(next: Step) {
    focusStep.current = true;
    setStep(next);
  }

  const currentFee = fee && fee.key === key ? fee : null;
  const feeWei = currentFee?.status === 'ready' ? currentFee.wei : null;

  const toError = (touched.to || submitted) && !toCheck.ok ? s.errors.to[toCheck.problem] : undefined;
  const amountError =
    (touched.amount || submitted) && !amountCheck.ok
      ? fmt(s.errors.amount[amountCheck.problem], { balance: balance === null ? '' : eth(balance) })
      : undefined;

  function review(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!toCheck.ok) return toRef.current?.focus();
    if (!amountCheck.ok) return amountRef.current?.focus();
    if (balance !== null && feeWei !== null && amountCheck.wei + feeWei > balance)
      return setError(fmt(s.errors.total, { balance: eth(balance) }));
    go({ kind: 'review' });
  }

  async function confirm() {
    if (step.kind !== 'review' || !request) return;
    const sent = request;
    setError(null);
    go({ kind: 'signing', sent, fee: feeWei });
    let hash: Hex;
    try {
      hash = await sendTransfer({ chainId: sent.chainId, to: sent.to, value: sent.wei });
    } catch (reason) {
      if (!mounted.current) return;
      setError(
        walletTxFailure(reason, strings.wallet, locale, { chainName: chainName(strings, sent.chainId) }),
      );
      go({ kind: 'form' });
      return;
    }
    if (!mounted.current) return;
    setStep({ kind: 'pending', sent, hash });
    let outcome: 'success' | 'reverted' | 'unknown';
    try {
      outcome = await waitForTransfer(sent.chainId, hash);
    } catch {
      outcome = 'unknown';
    }
    if (!mounted.current) return;
    setStep({ kind: 'done', sent, hash, outcome });
    onSettled();
  }

  function another() {
    setTo('');
    setAmount('');
    setTouched({ to: false, amount: false });
    setSubmitted(false);
    setError(null);
    go({ kind: 'form' });
  }

  if (step.kind === 'form' || (step.kind === 'review' && !request))
    return (
      <form noValidate onSubmit={review} className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Field id={`${ids}-to`} label={s.to} hint={s.toHint} error={toError}>
          {(control) => (
            <Input
              {...control}
              ref={toRef}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, to: true }))}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="0x…"
              className="font-mono"
            />
          )}
        </Field>
        <Field
          id={`${ids}-amount`}
          label={s.amount}
          hint={balance === null ? s.amountHintNoBalance : fmt(s.amountHint, { balance: eth(balance) })}
          error={amountError}
        >
          {(control) => (
            <Input
              {...control}
              ref={amountRef}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.05"
            />
          )}
        </Field>
        <div className="flex flex-col gap-0.5" aria-live="polite">
          <p className="text-sm font-medium">{s.fee}</p>
          <p className="text-sm text-muted">
            {!request
              ? s.feeWaiting
              : !currentFee
                ? s.feeLoading
                : currentFee.status === 'ready'
                  ? fmt(strings.finance.eth, { amount: eth(currentFee.wei, 8) })
                  : currentFee.message}
          </p>
        </div>
        <button type="submit" className={buttonVariants({ size: 'field', className: 'self-start' })}>
          {s.review}
        </button>
      </form>
    );

  if (step.kind === 'review' && request) {
    const total = feeWei === null ? null : request.wei + feeWei;
    const feeText =
      currentFee?.status === 'ready'
        ? fmt(strings.finance.eth, { amount: eth(currentFee.wei, 8) })
        : currentFee
          ? s.feeUnknown
          : s.feeLoading;
    return (
      <div ref={stepRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <h4 className="text-base font-semibold">{s.confirmTitle}</h4>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{s.summaryTo}</dt>
          <dd className="font-mono break-all">{request.to}</dd>
          <dt className="text-muted">{s.summaryAmount}</dt>
          <dd className="font-semibold">{fmt(strings.finance.eth, { amount: eth(request.wei, 18) })}</dd>
          <dt className="text-muted">{s.summaryFee}</dt>
          <dd aria-live="polite">{feeText}</dd>
          {total !== null && (
            <>
              <dt className="text-muted">{s.summaryTotal}</dt>
              <dd>{fmt(strings.finance.eth, { amount: eth(total, 18) })}</dd>
            </>
          )}
          <dt className="text-muted">{s.summaryNetwork}</dt>
          <dd>{chain}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void confirm()} className={buttonVariants({ size: 'field' })}>
            {fmt(s.confirm, { amount: eth(request.wei, 18) })}
          </button>
          <button
            type="button"
            onClick={() => go({ kind: 'form' })}
            className={buttonVariants({ variant: 'outline', size: 'field' })}
          >
            {s.back}
          </button>
        </div>
      </div>
    );
  }

  if (step.kind === 'signing')
    return (
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 text-accent motion-safe:animate-spin" />
          {s.signing}
        </p>
      </div>
    );

  if (step.kind === 'pending' || step.kind === 'done')
    return (
      <div ref={stepRef} tabIndex={-1} className="outline-none">
        <TransferStatus
          strings={strings}
          locale={locale}
          chainId={step.sent.chainId}
          hash={step.hash}
          amount={step.sent.wei}
          to={step.sent.to}
          outcome={step.kind === 'pending' ? 'pending' : step.outcome}
          onAnother={another}
        />
      </div>
    );

  return null;
}
