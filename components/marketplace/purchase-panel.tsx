'use client';

// Buying a paid listing with ether (part of the listing island, ./listing-actions.tsx, for a signed-in
// member who neither sells nor has the item, on a chain where the marketplace contract is deployed):
// the server makes an order, the member's wallet pays it through the contract (the wallet stack loads
// only when Buy is pressed), the hash is reported, and the order is read every 3 s until the chain
// confirms it. A pending payment survives a reload: the open order is read again on mount.
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import { api } from '@/components/account/api';
import { sendLazily, WalletTxRunnerLazy } from '@/components/chain/wallet-tx-lazy';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import { marketplaceAbi } from '@/contracts/abi';
import type { OrderView } from '@/lib/chain/purchases';
import { explorerName, txUrl } from '@/lib/chain/links';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { chainFailureText, failureOf } from './errors';
import { formatEther } from './format';

type Market = AppMessages['marketplace'];
export type PurchaseStrings = {
  purchase: Market['purchase'];
  errors: Market['errors'];
  chain: AppMessages['chain'];
};

export type PurchasePanelProps = {
  listingId: number;
  /** The listing's price as the page shows it ("0.05 ETH"). */
  price: string;
  /** The chain the marketplace contract is offered on (GET /api/chain). */
  chainId: number;
  locale: string;
  strings: PurchaseStrings;
  /** The item is the member's now (paid, or already got): the island reads its state again. */
  onOwned: () => void;
};

/** How often a pending payment is read again. */
export const POLL_MS = 3000;

/** Answers worth waiting out while a payment is pending: the next read may succeed. */
const TRANSIENT = new Set(['node_unavailable', 'rate_limited', 'offline', 'server_error']);

type Phase =
  | { kind: 'loading' }
  | { kind: 'idle' }
  | { kind: 'ordering' }
  /** The wallet runner is mounted; `back` is where Cancel (or a wallet refusal) returns. */
  | { kind: 'wallet'; order: OrderView; send: () => Promise<Hex>; attempt: number; back: Phase }
  | { kind: 'reporting'; order: OrderView; hash: string }
  /** Sent, but the report did not reach the server: the same hash can be reported again. */
  | { kind: 'unreported'; order: OrderView; hash: string }
  | { kind: 'waiting'; order: OrderView; hash: string; stopped?: boolean }
  /** The reported transaction failed while the order is still open: pay the same order again. */
  | { kind: 'failed'; order: OrderView; hash: string; failure: string | null }
  | { kind: 'underpaid'; order: OrderView }
  | { kind: 'paid' };

/** Where an order stands, as a phase; `hash` is the one just reported, if the server does not echo it. */
function phaseOf(order: OrderView, hash?: string): Phase {
  if (order.status === 'paid') return { kind: 'paid' };
  if (order.status === 'underpaid') return { kind: 'underpaid', order };
  if (order.last?.status === 'failed')
    return { kind: 'failed', order, hash: order.last.hash, failure: order.last.failure };
  const sent = order.txHash ?? order.last?.hash ?? hash;
  return sent ? { kind: 'waiting', order, hash: sent } : { kind: 'idle' };
}

export function PurchasePanel({
  listingId,
  price,
  chainId,
  locale,
  strings: s,
  onOwned,
}: PurchasePanelProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  const attempts = useRef(0);
  const p = s.purchase;

  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const failureText = (code: string) => chainFailureText(s.chain.errors, s.errors, code);
  const chainName = (id: number) => s.chain.chains[String(id) as keyof AppMessages['chain']['chains']] ?? '';

  /** Moves to a phase; a confirmed payment thanks the member and hands over to the island. */
  function show(next: Phase) {
    setPhase(next);
    if (next.kind === 'paid') {
      void notify({ title: p.paidToast });
      onOwned();
    }
  }

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    let active = true;
    // A payment sent before a reload (or refused as underpaid) picks up where it was.
    void api<{ order: OrderView | null }>(`/api/marketplace/listings/${listingId}/orders`).then((result) => {
      if (!active) return;
      if (result.ok) return show(result.data.order ? phaseOf(result.data.order) : { kind: 'idle' });
      setError(failureText(failureOf(result)));
      setPhase({ kind: 'idle' });
    });
    return () => {
      active = false;
    };
    // Once per listing: the panel is mounted for one member and one listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listingId]);

  // While a payment is pending, read the order every POLL_MS (a timeout chain: never two reads at once).
  const polled = phase.kind === 'waiting' && !phase.stopped ? phase.order.id : null;
  useEffect(() => {
    if (!polled) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(async () => {
        const result = await api<OrderView>(`/api/marketplace/orders/${polled}`);
        if (!active) return;
        if (result.ok) {
          setError(null);
          const at = phaseOf(result.data);
          if (at.kind === 'waiting' || at.kind === 'idle') {
            setPhase((current) =>
              current.kind === 'waiting' ? { ...current, order: result.data } : current,
            );
            return next();
          }
          return show(at);
        }
        const code = failureOf(result);
        if (TRANSIENT.has(code)) return next();
        setError(failureText(code));
        setPhase((current) => (current.kind === 'waiting' ? { ...current, stopped: true } : current));
      }, POLL_MS);
    };
    next();
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // Restarts only for another order (or after a stop): each read schedules the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polled]);

  function pay(order: OrderView, back: Phase) {
    setError(null);
    if (!order.contract) {
      setError(s.chain.tx.failures.unavailable);
      return setPhase(back);
    }
    attempts.current += 1;
    setPhase({
      kind: 'wallet',
      order,
      back,
      attempt: attempts.current,
      // Any wallet may pay (no `expected`): the buyer's linked wallet is not required to be the payer.
      send: sendLazily({
        chainId: order.chainId,
        address: order.contract as Address,
        abi: marketplaceAbi,
        functionName: 'buy',
        args: [order.id, BigInt(order.listingId), order.seller],
        value: BigInt(order.priceWei),
      }),
    });
  }

  async function buy() {
    setError(null);
    setPhase({ kind: 'ordering' });
    const result = await api<OrderView>(`/api/marketplace/listings/${listingId}/orders`, {
      body: { chainId },
    });
    if (!live.current) return;
    if (result.ok) return pay(result.data, { kind: 'idle' });
    const code = failureOf(result);
    setError(failureText(code));
    setPhase({ kind: 'idle' });
    if (code === 'already_got') onOwned();
  }

  async function report(order: OrderView, hash: string) {
    setError(null);
    setPhase({ kind: 'reporting', order, hash });
    const result = await api<OrderView>(`/api/marketplace/orders/${order.id}/tx`, { body: { hash } });
    if (!live.current) return;
    if (result.ok) return show(phaseOf(result.data, hash));
    setError(failureText(failureOf(result)));
    setPhase({ kind: 'unreported', order, hash });
  }

  const explorerLink = (id: number, hash: string) => {
    const href = txUrl(id, hash);
    return (
      href && (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm underline [overflow-wrap:anywhere]"
        >
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          {fmt(s.chain.tx.viewOnExplorer, { explorer: explorerName(id) })}
        </a>
      )
    );
  };
  const retryClass = buttonVariants({ variant: 'outline' });
  const alert = error && <FormAlert>{error}</FormAlert>;
  const box = 'flex w-full max-w-xl flex-col items-start gap-3';

  switch (phase.kind) {
    case 'loading':
      return (
        <div>
          <p role="status" className="sr-only">
            {p.checking}
          </p>
          <span
            aria-hidden="true"
            className="block h-10 w-48 rounded-full bg-surface-2 motion-safe:animate-pulse"
          />
        </div>
      );

    case 'idle':
    case 'ordering':
      return (
        <div className={box}>
          <p className="text-sm text-muted">{fmt(p.note, { chain: chainName(chainId) })}</p>
          <button
            type="button"
            onClick={() => void buy()}
            disabled={phase.kind === 'ordering'}
            className={buttonVariants()}
          >
            {phase.kind === 'ordering' ? p.ordering : fmt(p.buy, { price })}
          </button>
          {alert}
        </div>
      );

    case 'wallet': {
      const { order, back } = phase;
      const name = chainName(order.chainId);
      return (
        <div className={box}>
          <p className="text-sm">
            {fmt(p.paying, { price: formatEther(order.priceWei, locale) ?? price, chain: name })}
          </p>
          <div className="w-full">
            <WalletTxRunnerLazy
              key={phase.attempt}
              chainName={name}
              strings={s.chain.wallet}
              locale={locale}
              send={phase.send}
              onSent={(hash) => void report(order, hash)}
              onFailed={(message) => {
                setError(message);
                setPhase(back);
              }}
              onCancel={() => setPhase(back)}
            />
          </div>
        </div>
      );
    }

    case 'reporting':
      return (
        <div className={box}>
          <p role="status" className="flex items-center gap-2 text-sm">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent" />
            {p.reporting}
          </p>
          {explorerLink(phase.order.chainId, phase.hash)}
        </div>
      );

    case 'unreported': {
      const { order, hash } = phase;
      return (
        <div className={box}>
          <p className="text-sm">{p.unreported}</p>
          {explorerLink(order.chainId, hash)}
          {alert}
          <button type="button" onClick={() => void report(order, hash)} className={retryClass}>
            {p.retry}
          </button>
        </div>
      );
    }

    case 'waiting': {
      const { order, hash, stopped } = phase;
      return (
        <div className={box}>
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-accent" />
            {p.waiting}
          </p>
          <p className="text-sm text-muted">{fmt(p.waitingHint, { chain: chainName(order.chainId) })}</p>
          {explorerLink(order.chainId, hash)}
          {alert}
          {stopped && (
            <button
              type="button"
              onClick={() => {
                setError(null);
                setPhase({ ...phase, stopped: false });
              }}
              className={retryClass}
            >
              {p.checkAgain}
            </button>
          )}
        </div>
      );
    }

    case 'failed': {
      const { order, hash, failure } = phase;
      const reason =
        failure && failure in s.chain.tx.failures
          ? s.chain.tx.failures[failure as keyof AppMessages['chain']['tx']['failures']]
          : s.chain.errors.generic;
      return (
        <div className={box}>
          <FormAlert>{reason}</FormAlert>
          {explorerLink(order.chainId, hash)}
          {alert}
          <button type="button" onClick={() => pay(order, phase)} className={retryClass}>
            {p.retry}
          </button>
        </div>
      );
    }

    case 'underpaid':
      return (
        <div className={box}>
          <FormAlert>{s.chain.tx.failures.underpaid}</FormAlert>
          {phase.order.txHash && explorerLink(phase.order.chainId, phase.order.txHash)}
          {alert}
          <button type="button" onClick={() => void buy()} className={retryClass}>
            {p.retry}
          </button>
        </div>
      );

    case 'paid':
      return (
        <p role="status" className="text-sm font-medium">
          {p.paid}
        </p>
      );
  }
}
