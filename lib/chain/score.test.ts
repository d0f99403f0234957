import { computeScore, MAX_SCORE, SCORE_FACTORS, type ScoreFactorId, type ScoreFacts } from './score';

const NOW = new Date('2026-01-01T00:00:00Z');
const DAY = 86_400_000;
const ETH = 10n ** 18n;

const zero: ScoreFacts = {
  firstActivity: NOW,
  transactionCount: 0,
  balanceWei: 0n,
  holdsCitizenId: false,
  contributionPoints: 0,
  now: NOW,
};
const saturated: ScoreFacts = {
  firstActivity: new Date(NOW.getTime() - 730 * DAY),
  transactionCount: 200,
  balanceWei: ETH,
  holdsCitizenId: true,
  contributionPoints: 1000,
  now: NOW,
};

const pointsOf = (facts: ScoreFacts, id: ScoreFactorId) =>
  computeScore(facts).factors.find((factor) => factor.id === id)!.points;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomFacts(next: () => number): ScoreFacts {
  return {
    firstActivity: next() < 0.2 ? null : new Date(NOW.getTime() - Math.floor(next() * 1200 * DAY)),
    transactionCount: Math.floor(next() ** 3 * 400),
    balanceWei: BigInt(Math.floor(next() ** 4 * 2e6)) * 10n ** 12n,
    holdsCitizenId: next() < 0.5,
    contributionPoints: Math.floor(next() ** 2 * 1500),
    now: NOW,
  };
}

describe('SCORE_FACTORS', () => {
  it('weigh 1000 points in all, each factor once', () => {
    expect(SCORE_FACTORS.reduce((sum, factor) => sum + factor.weight, 0)).toBe(MAX_SCORE);
    expect(SCORE_FACTORS.map((factor) => factor.id).sort()).toEqual(
      ['accountAge', 'balance', 'citizenId', 'contributions', 'transactions'].sort(),
    );
  });
});

describe('computeScore', () => {
  it('gives 0 for a fresh account with nothing', () => {
    const { score, factors } = computeScore(zero);
    expect(score).toBe(0);
    expect(factors.every((factor) => factor.points === 0 && factor.known)).toBe(true);
  });

  it('gives 1000 when every factor is saturated, and no more past saturation', () => {
    expect(computeScore(saturated).score).toBe(1000);
    expect(computeScore(saturated).factors.every((factor) => factor.share === 1)).toBe(true);
    expect(
      computeScore({
        ...saturated,
        firstActivity: new Date(0),
        transactionCount: 1e9,
        balanceWei: 10n ** 30n,
        contributionPoints: 1e9,
      }).score,
    ).toBe(1000);
  });

  it('reports each fact as scored, serialisable', () => {
    const { factors } = computeScore({ ...saturated, balanceWei: 123n * ETH });
    expect(JSON.parse(JSON.stringify(factors))).toEqual(factors);
    expect(Object.fromEntries(factors.map((factor) => [factor.id, factor.value]))).toEqual({
      accountAge: 730,
      transactions: 200,
      balance: (123n * ETH).toString(),
      citizenId: 1,
      contributions: 1000,
    });
    expect(factors.map((factor) => factor.weight)).toEqual(SCORE_FACTORS.map((factor) => factor.weight));
  });

  it('curves as documented: linear age and contributions, logarithmic transactions and balance', () => {
    expect(pointsOf({ ...zero, firstActivity: new Date(NOW.getTime() - 365 * DAY) }, 'accountAge')).toBe(100);
    expect(pointsOf({ ...zero, contributionPoints: 500 }, 'contributions')).toBe(150);
    expect(pointsOf({ ...zero, transactionCount: 1 }, 'transactions')).toBe(26); // 200 × ln 2 / ln 201
    expect(pointsOf({ ...zero, transactionCount: 14 }, 'transactions')).toBe(102);
    expect(pointsOf({ ...zero, balanceWei: ETH / 100n }, 'balance')).toBe(52); // 150 × ln 11 / ln 1001
    expect(pointsOf({ ...zero, holdsCitizenId: true }, 'citizenId')).toBe(150);
  });

  it('marks an unknown first activity unknown, worth 0 points', () => {
    const { factors, score } = computeScore({ ...saturated, firstActivity: null });
    expect(factors[0]).toEqual({
      id: 'accountAge',
      weight: 200,
      value: null,
      share: 0,
      points: 0,
      known: false,
    });
    expect(score).toBe(800);
    expect(computeScore({ ...saturated, firstActivity: new Date(NaN) }).factors[0]?.known).toBe(false);
  });

  it('clamps negative, fractional, NaN and future inputs', () => {
    const absurd = computeScore({
      firstActivity: new Date(NOW.getTime() + 10 * DAY),
      transactionCount: -5,
      balanceWei: -ETH,
      holdsCitizenId: false,
      contributionPoints: NaN,
      now: NOW,
    });
    expect(absurd.score).toBe(0);
    expect(absurd.factors.map((factor) => factor.value)).toEqual([0, 0, '0', 0, 0]);
    expect(computeScore({ ...zero, transactionCount: Infinity }).factors[1]?.share).toBe(1);
    expect(computeScore({ ...zero, contributionPoints: 10.9 }).factors[4]?.value).toBe(10);
    expect(computeScore({ ...zero, now: new Date(NaN) }).factors[0]?.known).toBe(false);
  });

  it('is monotonic in each fact', () => {
    let previous = -1;
    for (let days = 0; days <= 800; days += 1) {
      const points = pointsOf({ ...zero, firstActivity: new Date(NOW.getTime() - days * DAY) }, 'accountAge');
      expect(points).toBeGreaterThanOrEqual(previous);
      previous = points;
    }
    previous = -1;
    for (let n = 0; n <= 250; n += 1) {
      const points = pointsOf({ ...zero, transactionCount: n }, 'transactions');
      expect(points).toBeGreaterThanOrEqual(previous);
      previous = points;
    }
    previous = -1;
    for (let wei = 0n; wei <= 2n * ETH; wei += ETH / 1000n) {
      const points = pointsOf({ ...zero, balanceWei: wei }, 'balance');
      expect(points).toBeGreaterThanOrEqual(previous);
      previous = points;
    }
    previous = -1;
    for (let n = 0; n <= 1200; n += 1) {
      const points = pointsOf({ ...zero, contributionPoints: n }, 'contributions');
      expect(points).toBeGreaterThanOrEqual(previous);
      previous = points;
    }
    expect(pointsOf({ ...zero, holdsCitizenId: true }, 'citizenId')).toBeGreaterThan(
      pointsOf(zero, 'citizenId'),
    );
  });

  it('is the exact sum of its integer parts, within 0–1000, for many fact sets', () => {
    // Checked by hand and asserted once: 2,000 rounds of expect() take seconds.
    const next = random(681);
    const problems: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const facts = randomFacts(next);
      const { score, factors } = computeScore(facts);
      const sum = factors.reduce((total, factor) => total + factor.points, 0);
      if (!Number.isInteger(score) || score !== sum || score < 0 || score > MAX_SCORE)
        problems.push(`#${i}: score ${score}, parts ${sum}`);
      for (const factor of factors)
        if (
          !Number.isInteger(factor.points) ||
          factor.points > factor.weight ||
          factor.share < 0 ||
          factor.share > 1
        )
          problems.push(`#${i}: ${factor.id} ${factor.points} points, share ${factor.share}`);
      // More of any one fact never lowers the score.
      const more = computeScore({
        ...facts,
        transactionCount: facts.transactionCount + 1,
        balanceWei: facts.balanceWei + 10n ** 15n,
        contributionPoints: facts.contributionPoints + 1,
      });
      if (more.score < score) problems.push(`#${i}: more facts lowered ${score} to ${more.score}`);
    }
    expect(problems).toEqual([]);
  });
});
