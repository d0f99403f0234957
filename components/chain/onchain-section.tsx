// What the chain says about a credential, as the public credential page shows it (server-rendered from
// onchainCheck in lib/chain/anchors.ts, read on the request), and the explorer link the on-chain islands
// share. Plain components with no server or browser dependency, so both sides and the tests use them.
import { BadgeCheck, CircleAlert, CloudOff, ExternalLink, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OnchainCheck } from '@/lib/chain/anchors';
import { explorerName, txUrl } from '@/lib/chain/links';
import type { AppMessages } from '@/lib/i18n/app-config';
import { cx } from '@/lib/utils';
import { short } from '@/components/wallet/short-address';

export type OnchainStrings = Omit<AppMessages['academy']['onchain'], 'anchor'>;

/** A transaction on its chain's explorer, in a new tab; nothing for a chain without one. */
export function ExplorerLink({
  chainId,
  hash,
  children,
  newTab,
  className,
}: {
  chainId: number;
  hash: string;
  children: ReactNode;
  /** "(opens in a new tab)", for screen readers. */
  newTab: string;
  className?: string;
}) {
  const href = txUrl(chainId, hash);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cx(
        'inline-flex items-center gap-1 font-medium text-primary [overflow-wrap:anywhere] hover:underline',
        className,
      )}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

/** Replaces each {name} of a raw message with its value. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

const tone = {
  verified: 'border-accent/60 bg-accent/10 text-accent',
  not_anchored: 'border-border bg-surface-2 text-muted',
  mismatch: 'border-destructive/60 bg-destructive/10 text-destructive',
  unavailable: 'border-border bg-surface-2 text-muted',
} as const;

const icons = { verified: BadgeCheck, not_anchored: Link2Off, mismatch: CircleAlert, unavailable: CloudOff };

/**
 * The credential page's "On-chain" section: verified (network, block, transaction, when, confirmations),
 * not anchored yet, a different record on the chain, or the chain out of reach; nothing where no network
 * has the registry. `children` (the holder's anchor control) goes under the result.
 */
export function OnchainSection({
  check,
  strings: s,
  chainName,
  format,
  children,
}: {
  check: OnchainCheck;
  strings: OnchainStrings;
  /** A network's name (`chain.chains`). */
  chainName: (chainId: number) => string;
  /** The request's locale's formats. */
  format: { dateTime: (iso: string) => string; number: (value: number) => string };
  children?: ReactNode;
}) {
  if (check.state === 'none') return null;
  const chain = chainName(check.chainId);
  const Icon = icons[check.state];
  const title = {
    verified: s.verified,
    not_anchored: s.notAnchored,
    mismatch: s.mismatch,
    unavailable: s.unavailable,
  }[check.state];
  const body = {
    verified: fill(s.verifiedBody, { chain }),
    not_anchored: fill(s.notAnchoredBody, { chain }),
    mismatch: fill(s.mismatchBody, {
      chain,
      block: check.state === 'mismatch' ? format.number(check.blockNumber) : '',
    }),
    unavailable: fill(s.unavailableBody, { chain }),
  }[check.state];

  return (
    <section
      aria-labelledby="onchain-title"
      className="mt-12 rounded-2xl border border-border bg-surface/80 p-6"
    >
      <h2 id="onchain-title" className="text-2xl font-bold tracking-tight">
        {s.title}
      </h2>
      <div className={cx('mt-4 flex items-start gap-3 rounded-2xl border p-4', tone[check.state])}>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p className="font-bold" data-testid="onchain-status">
            {title}
          </p>
          <p className="mt-1 text-sm text-foreground">{body}</p>
        </div>
      </div>
      {check.state === 'verified' && (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Fact term={s.network}>{chain}</Fact>
          <Fact term={s.block}>{format.number(check.blockNumber)}</Fact>
          <Fact term={s.transaction}>
            {(check.txHash && (
              <ExplorerLink chainId={check.chainId} hash={check.txHash} newTab={s.newTab}>
                {fill(s.viewTx, { explorer: explorerName(check.chainId) })}
              </ExplorerLink>
            )) || <span className="text-muted">{s.noTx}</span>}
          </Fact>
          <Fact term={s.anchoredAt}>
            <time dateTime={check.anchoredAt}>{format.dateTime(check.anchoredAt)}</time>
          </Fact>
          <Fact term={s.anchoredBy}>
            <span title={check.holder} className="font-mono text-sm">
              {short(check.holder)}
            </span>
          </Fact>
          <Fact term={s.confirmations}>{format.number(check.confirmations)}</Fact>
        </dl>
      )}
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}
