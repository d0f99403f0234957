'use client';

// "Recent transactions" (GET /api/chain/transactions): the member's own Civitas transactions (mint,
// anchor, purchase) and, when a block explorer is configured, the linked wallet's on-chain history. The
// answer says which: with no explorer, or one that did not answer, the card says so in words.
import { ArrowDownLeft, ArrowUpRight, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { OnchainTx, Transactions } from '@/lib/chain/finance';
import type { PlatformTx } from '@/lib/chain/ledger';
import { explorerName, txUrl } from '@/lib/chain/links';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { formatEth, shortAddress } from './eth';
import { ChainCard, ReadFailed, ReadLoading, SignInPrompt, type ChainCardProps } from './card-states';
import { chainName, relativeTime, type FinanceStrings } from './shared';

type Props = ChainCardProps<Transactions> & {
  /** The member's linked wallet, to tell what it received from what it sent. */
  linked: string | null;
};

const badge = {
  pending: 'border-accent/40 text-accent',
  confirmed: 'border-border text-muted',
  failed: 'border-destructive/60 text-destructive',
} as const;

export function TransactionsCard({ strings, locale, chainId, signedIn, linked, read, onRetry }: Props) {
  const s = strings.finance.history;
  const chain = chainName(strings, chainId);
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  let body: ReactNode;
  if (signedIn === false) {
    body = <SignInPrompt text={s.visitor} signIn={s.signIn} />;
  } else if (!read || read.status === 'loading') {
    body = <ReadLoading label={s.loading} />;
  } else if (read.status === 'failed') {
    body = <ReadFailed strings={strings} code={read.code} onRetry={onRetry} />;
  } else {
    const { platform, onchain, explorer } = read.data;
    body = (
      <>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{s.platformTitle}</h4>
          {platform.length === 0 ? (
            <p className="text-sm text-muted">{fmt(s.platformEmpty, { chain })}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {platform.map((tx) => (
                <PlatformRow key={`${tx.kind}-${tx.hash}`} tx={tx} strings={strings} locale={locale} />
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{s.onchainTitle}</h4>
          {explorer === 'not_configured' ? (
            <p className="text-sm text-muted">{fmt(s.notConfigured, { chain })}</p>
          ) : explorer === 'unavailable' ? (
            <p className="text-sm text-muted">{s.unavailable}</p>
          ) : !onchain ? (
            <p className="text-sm text-muted">{s.onchainNoWallet}</p>
          ) : onchain.length === 0 ? (
            <p className="text-sm text-muted">{fmt(s.onchainEmpty, { chain })}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {onchain.map((tx) => (
                <OnchainRow
                  key={tx.hash}
                  tx={tx}
                  chainId={chainId}
                  linked={linked}
                  strings={strings}
                  locale={locale}
                />
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <ChainCard title={s.title} busy={read?.status === 'loading'}>
      {body}
    </ChainCard>
  );
}

function Row({
  title,
  detail,
  meta,
  hash,
  chainId,
  strings,
}: {
  title: ReactNode;
  detail?: ReactNode;
  meta: ReactNode;
  hash: string;
  chainId: number;
  strings: FinanceStrings;
}) {
  const titleId = useId();
  const url = txUrl(chainId, hash);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p id={titleId} className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {title}
        </p>
        {detail}
        <p className="text-xs text-muted">{meta}</p>
      </div>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-describedby={titleId}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {formatMessage(strings.finance.history.view, { explorer: explorerName(chainId) })}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </li>
  );
}

function When({ iso, locale }: { iso: string; locale: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(locale)}>
      {relativeTime(iso, locale)}
    </time>
  );
}

function PlatformRow({ tx, strings, locale }: { tx: PlatformTx; strings: FinanceStrings; locale: string }) {
  const s = strings.finance.history;
  const failure =
    tx.status === 'failed' && tx.failure && Object.hasOwn(strings.tx.failures, tx.failure)
      ? strings.tx.failures[tx.failure as keyof FinanceStrings['tx']['failures']]
      : null;
  const value = BigInt(tx.valueWei) > BigInt(0) ? formatEth(tx.valueWei, locale) : null;
  return (
    <Row
      chainId={tx.chainId}
      hash={tx.hash}
      strings={strings}
      title={
        <>
          {s.kinds[tx.kind]}
          <span className={cx('rounded-full border px-2 py-0.5 text-xs font-semibold', badge[tx.status])}>
            {s.status[tx.status]}
          </span>
        </>
      }
      detail={failure && <p className="text-xs text-destructive">{failure}</p>}
      meta={
        <>
          {value && <>{formatMessage(strings.finance.eth, { amount: value }, locale)} · </>}
          <When iso={tx.createdAt} locale={locale} />
        </>
      }
    />
  );
}

function OnchainRow({
  tx,
  chainId,
  linked,
  strings,
  locale,
}: {
  tx: OnchainTx;
  chainId: number;
  linked: string | null;
  strings: FinanceStrings;
  locale: string;
}) {
  const s = strings.finance.history;
  const same = (a: string | null) => Boolean(a && linked && a.toLowerCase() === linked.toLowerCase());
  // Received when the linked wallet is the recipient and not also the sender (a transfer to oneself is sent).
  const incoming = same(tx.to) && !same(tx.from);
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const label = incoming
    ? formatMessage(s.in, { address: shortAddress(tx.from) }, locale)
    : tx.to
      ? formatMessage(s.out, { address: shortAddress(tx.to) }, locale)
      : s.contract;
  return (
    <Row
      chainId={chainId}
      hash={tx.hash}
      strings={strings}
      title={
        <>
          <Icon aria-hidden="true" className={cx('size-4', incoming ? 'text-accent' : 'text-muted')} />
          {label}
          {tx.failed && (
            <span className={cx('rounded-full border px-2 py-0.5 text-xs font-semibold', badge.failed)}>
              {s.failed}
            </span>
          )}
        </>
      }
      meta={
        <>
          {formatMessage(strings.finance.eth, { amount: formatEth(tx.valueWei, locale) }, locale)} ·{' '}
          <When iso={tx.timestamp} locale={locale} />
        </>
      }
    />
  );
}
