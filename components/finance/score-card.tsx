'use client';

// The "AI credit score" (GET /api/chain/score): the linked wallet's community reputation score, 0–1000,
// with every factor's value, weight and points, so the member can see how it adds up (lib/chain/score.ts).
import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ScoreView } from '@/lib/chain/finance';
import { MAX_SCORE, type ScoreFactorResult } from '@/lib/chain/score';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { numberFormat } from '@/lib/i18n/intl';
import { formatEth, shortAddress } from './eth';
import { ChainCard, ReadFailed, ReadLoading, SignInPrompt, type ChainCardProps } from './card-states';
import { chainName, type FinanceStrings } from './shared';

type Props = ChainCardProps<ScoreView> & {
  /** Whether the account has a linked wallet (the score is that wallet's). */
  hasWallet: boolean;
  /** On the dashboard the wallet card to link one is on the same page: no link to it. */
  linkToDashboard: boolean;
};

export function ScoreCard(props: Props) {
  const { strings, locale, chainId, signedIn, hasWallet, linkToDashboard, read, onRetry } = props;
  const s = strings.finance.score;
  const number = numberFormat(locale);

  const noWallet = (
    <>
      <p className="text-sm text-muted">{s.noWallet}</p>
      {linkToDashboard && (
        <Link
          href={pageHref('dashboard')}
          className={buttonVariants({ variant: 'outline', size: 'compact', className: 'self-start' })}
        >
          {s.linkWallet}
        </Link>
      )}
    </>
  );

  let body: ReactNode;
  if (signedIn === false) {
    body = <SignInPrompt text={s.visitor} signIn={strings.finance.history.signIn} />;
  } else if (signedIn && !hasWallet) {
    body = noWallet;
  } else if (!read || read.status === 'loading') {
    body = <ReadLoading label={s.loading} />;
  } else if (read.status === 'failed') {
    body =
      read.code === 'no_wallet' ? (
        noWallet
      ) : (
        <ReadFailed strings={strings} code={read.code} onRetry={onRetry} />
      );
  } else {
    const { score, factors, address } = read.data;
    const outOf = formatMessage(s.outOf, { max: number.format(MAX_SCORE) }, locale);
    body = (
      <>
        <div className="flex flex-col gap-2">
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tabular-nums">{number.format(score)}</span>
            <span className="text-sm text-muted">{outOf}</span>
          </p>
          <div
            role="meter"
            aria-label={s.meter}
            aria-valuemin={0}
            aria-valuemax={MAX_SCORE}
            aria-valuenow={score}
            aria-valuetext={`${number.format(score)} ${outOf}`}
            className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${Math.min(100, Math.max(0, (score / MAX_SCORE) * 100))}%` }}
            />
          </div>
          <p className="text-xs text-muted">
            {formatMessage(
              s.wallet,
              { address: shortAddress(address), chain: chainName(strings, chainId) },
              locale,
            )}
          </p>
        </div>
        <p className="rounded-xl border border-accent/30 bg-accent/5 p-3 text-sm text-muted">
          {s.disclaimer}
        </p>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{s.factorsTitle}</h4>
          <ul className="flex flex-col divide-y divide-border">
            {factors.map((factor) => (
              <FactorRow key={factor.id} factor={factor} strings={strings} locale={locale} />
            ))}
          </ul>
          {factors.some((factor) => !factor.known) && (
            <p className="text-xs text-muted">
              {read.data.explorer
                ? s.unknownUnavailable
                : formatMessage(s.unknownHint, { chain: chainName(strings, chainId) }, locale)}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <ChainCard
      title={
        <>
          <Gauge aria-hidden="true" className="size-5 text-accent" />
          {s.title}
        </>
      }
      busy={read?.status === 'loading'}
    >
      {body}
    </ChainCard>
  );
}

/** A factor's fact as scored, in words: days, a count, ether, held or not, points. */
function factorValue(factor: ScoreFactorResult, strings: FinanceStrings, locale: string): string {
  const s = strings.finance.score;
  if (!factor.known || factor.value === null) return s.unknown;
  const count = Number(factor.value);
  switch (factor.id) {
    case 'accountAge':
      return formatMessage(s.units.days, { count }, locale);
    case 'transactions':
      return formatMessage(s.units.transactions, { count }, locale);
    case 'balance':
      return formatMessage(strings.finance.eth, { amount: formatEth(String(factor.value), locale) }, locale);
    case 'citizenId':
      return count > 0 ? s.units.yes : s.units.no;
    case 'contributions':
      return formatMessage(s.units.points, { count }, locale);
  }
}

function FactorRow({
  factor,
  strings,
  locale,
}: {
  factor: ScoreFactorResult;
  strings: FinanceStrings;
  locale: string;
}) {
  const s = strings.finance.score;
  const number = numberFormat(locale);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 py-2.5 text-sm">
      <span className="font-medium">{s.factors[factor.id]}</span>
      <span className="text-right font-semibold tabular-nums">
        <span className="sr-only">{s.points}: </span>
        {formatMessage(
          s.pointsOf,
          { points: number.format(factor.points), weight: number.format(factor.weight) },
          locale,
        )}
      </span>
      <span className={cx('text-muted', !factor.known && 'italic')}>
        <span className="sr-only">{s.value}: </span>
        {factorValue(factor, strings, locale)}
      </span>
    </li>
  );
}
