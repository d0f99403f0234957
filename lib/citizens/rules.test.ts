import { handleProblem, POINTS, TIERS, tierFor } from './rules';

describe('tierFor: the tier boundaries', () => {
  it.each([
    [0, { tier: 'resident', next: { tier: 'citizen', min: 50, missing: 50 }, progress: 0 }],
    [49, { tier: 'resident', next: { tier: 'citizen', min: 50, missing: 1 }, progress: 98 }],
    [50, { tier: 'citizen', next: { tier: 'steward', min: 250, missing: 200 }, progress: 0 }],
    [249, { tier: 'citizen', next: { tier: 'steward', min: 250, missing: 1 }, progress: 99 }],
    [250, { tier: 'steward', next: { tier: 'councillor', min: 1000, missing: 750 }, progress: 0 }],
    [999, { tier: 'steward', next: { tier: 'councillor', min: 1000, missing: 1 }, progress: 99 }],
    [1000, { tier: 'councillor', next: null, progress: 100 }],
    [25_000, { tier: 'councillor', next: null, progress: 100 }],
  ] as const)('%i points', (points, standing) => {
    expect(tierFor(points)).toEqual(standing);
  });

  it('counts negative points as none', () => {
    expect(tierFor(-5)).toEqual(tierFor(0));
    expect(tierFor(-1000).tier).toBe('resident');
  });

  it('counts whole points only (49.9 is still short of 50)', () => {
    expect(tierFor(49.9)).toEqual(tierFor(49));
  });

  it('reads its thresholds from TIERS, lowest first, starting at 0', () => {
    expect(TIERS[0].min).toBe(0);
    for (let i = 1; i < TIERS.length; i++) {
      expect(TIERS[i]!.min).toBeGreaterThan(TIERS[i - 1]!.min);
      expect(tierFor(TIERS[i]!.min).tier).toBe(TIERS[i]!.id);
      expect(tierFor(TIERS[i]!.min - 1).tier).toBe(TIERS[i - 1]!.id);
    }
  });

  it('a new citizen (POINTS.citizenship) is a Resident', () => {
    expect(tierFor(POINTS.citizenship).tier).toBe('resident');
  });
});

describe('handleProblem', () => {
  it.each([
    ['ab', 'too_short'],
    ['a'.repeat(25), 'too_long'],
    ['Nova', 'invalid_handle'],
    ['nova.eth', 'invalid_handle'],
    ['admin', 'handle_reserved'],
    ['nova_1-x', null],
    ['a'.repeat(24), null],
  ] as const)('%s → %s', (handle, problem) => {
    expect(handleProblem(handle)).toBe(problem);
  });
});
