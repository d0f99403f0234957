// The "AI credit score": a community reputation score from 0 to 1000, computed in the open. No model and
// no hidden inputs: five public facts, each with a weight and a saturation point listed below, so anyone
// can recompute a score from what the page shows. Pure: the UI imports it to explain the numbers; the
// facts are read on the server (score-facts.ts).
//
// The weights (points out of 1000):
// - contributions 300: the only factor earned on Civitas itself, and the one that cannot be bought or
//   farmed outside the community, so it weighs most;
// - accountAge 200 and transactions 200: a long, active on-chain history is costly to fake (time cannot
//   be bought, each transaction pays gas), and tells an established account from a fresh throwaway;
// - citizenId 150: holding the citizen ID is a deliberate commitment to the community, but a single
//   yes/no fact, so it is worth no more than a quarter of the on-chain history;
// - balance 150: some skin in the game, capped at 1 ETH and on a log curve so that wealth never buys
//   more than 15% of the score, and the first 0.01 ETH already counts a third of it.

export type ScoreFactorId = 'accountAge' | 'transactions' | 'balance' | 'citizenId' | 'contributions';

export type ScoreCurve =
  /** share = min(x / fullAt, 1) */
  | { kind: 'linear'; fullAt: number }
  /** share = min(ln(1 + x / unit) / ln(1 + fullAt / unit), 1): early units count more. */
  | { kind: 'log'; fullAt: number; unit: number }
  /** share = 1 when the fact holds, else 0. */
  | { kind: 'step' };

export type ScoreFactor = {
  id: ScoreFactorId;
  /** Points out of 1000 the factor is worth at full share. */
  weight: number;
  curve: ScoreCurve;
  /** What x counts, for the explanation next to the score. */
  unit: 'days' | 'transactions' | 'ETH' | 'citizen ID' | 'points';
};

export const SCORE_FACTORS = [
  // Days since the account's first transaction, from the explorer; full after two years.
  { id: 'accountAge', weight: 200, curve: { kind: 'linear', fullAt: 730 }, unit: 'days' },
  // Transactions sent (the nonce); full at 200: the 1st counts 13%, 14 already count half (ln 15 / ln 201).
  { id: 'transactions', weight: 200, curve: { kind: 'log', fullAt: 200, unit: 1 }, unit: 'transactions' },
  // ETH held; full at 1 ETH, counted in thousandths: 0.001 ETH 10%, 0.01 ETH 35%, 0.1 ETH 67%.
  { id: 'balance', weight: 150, curve: { kind: 'log', fullAt: 1, unit: 0.001 }, unit: 'ETH' },
  { id: 'citizenId', weight: 150, curve: { kind: 'step' }, unit: 'citizen ID' },
  // Contribution points from the platform's ledger; full at 1,000, each point worth the same.
  { id: 'contributions', weight: 300, curve: { kind: 'linear', fullAt: 1000 }, unit: 'points' },
] as const satisfies readonly ScoreFactor[];

export const MAX_SCORE = 1000;

export type ScoreFacts = {
  /** The account's first on-chain activity; null when it is unknown (no explorer, or it failed). */
  firstActivity: Date | null;
  /** Transactions sent by the account: its nonce. */
  transactionCount: number;
  balanceWei: bigint;
  holdsCitizenId: boolean;
  contributionPoints: number;
  now: Date;
};

export type ScoreFactorResult = {
  id: ScoreFactorId;
  weight: number;
  /** The fact as scored (clamped): days, transactions, wei as a decimal string, 1/0, points; null if unknown. */
  value: string | number | null;
  /** Of the factor's weight, 0–1, before rounding. */
  share: number;
  /** round(share × weight); the score is the sum of these. */
  points: number;
  /** false when the fact could not be read (accountAge without an explorer): it then counts 0. */
  known: boolean;
};

export type Score = { score: number; factors: ScoreFactorResult[] };

const DAY_MS = 86_400_000;
const WEI_PER_ETH = 10n ** 18n;

function shareOf(curve: ScoreCurve, x: number): number {
  if (!(x > 0)) return 0; // 0, negatives and NaN
  switch (curve.kind) {
    case 'step':
      return 1;
    case 'linear':
      return Math.min(x / curve.fullAt, 1);
    case 'log':
      return x >= curve.fullAt
        ? 1
        : Math.min(Math.log1p(x / curve.unit) / Math.log1p(curve.fullAt / curve.unit), 1);
  }
}

/** A count as scored: NaN and negatives are 0, fractions round down, +Infinity is very large. */
function count(x: number): number {
  if (Number.isNaN(x) || x <= 0) return 0;
  return Number.isFinite(x) ? Math.floor(x) : Number.MAX_SAFE_INTEGER;
}

/** What each fact contributes: x on the factor's curve, and the value shown beside it. */
function measure(
  id: ScoreFactorId,
  facts: ScoreFacts,
): { x: number; value: string | number | null; known: boolean } {
  switch (id) {
    case 'accountAge': {
      const first = facts.firstActivity?.getTime() ?? NaN;
      const now = facts.now.getTime();
      if (Number.isNaN(first) || Number.isNaN(now)) return { x: 0, value: null, known: false };
      // Whole days, and never negative (a first activity "after" now is a clock skew).
      const days = Math.max(0, Math.floor((now - first) / DAY_MS));
      return { x: days, value: days, known: true };
    }
    case 'transactions': {
      const n = count(facts.transactionCount);
      return { x: n, value: n, known: true };
    }
    case 'balance': {
      const wei = facts.balanceWei > 0n ? facts.balanceWei : 0n;
      // Past the 1 ETH saturation point the exact amount no longer matters; below it, float precision does not.
      const capped = wei < 10n * WEI_PER_ETH ? wei : 10n * WEI_PER_ETH;
      return { x: Number(capped) / 1e18, value: wei.toString(), known: true };
    }
    case 'citizenId':
      return { x: facts.holdsCitizenId ? 1 : 0, value: facts.holdsCitizenId ? 1 : 0, known: true };
    case 'contributions': {
      const points = count(facts.contributionPoints);
      return { x: points, value: points, known: true };
    }
  }
}

/**
 * The score of a set of facts. Each factor's points are round(share × weight) (half up), and the score is
 * their sum, so the parts shown always add up to the total; each is monotonic in its fact.
 */
export function computeScore(facts: ScoreFacts): Score {
  const factors = SCORE_FACTORS.map((factor): ScoreFactorResult => {
    const { x, value, known } = measure(factor.id, facts);
    const share = known ? shareOf(factor.curve, x) : 0;
    return {
      id: factor.id,
      weight: factor.weight,
      value,
      share,
      points: Math.round(share * factor.weight),
      known,
    };
  });
  const score = factors.reduce((sum, factor) => sum + factor.points, 0);
  return { score, factors };
}
