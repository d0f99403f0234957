/**
 * @jest-environment node
 */
import {
  QUORUM,
  VOTE_DOMAIN_NAME,
  VOTE_DOMAIN_VERSION,
  VOTE_TYPES,
  VOTING_PERIOD_MS,
  quorumFor,
  resultOf,
  shares,
  statusAt,
  voteTypedData,
} from './rules';

describe('quorumFor', () => {
  it.each([
    [0, 3],
    [1, 3],
    [29, 3],
    [30, 3],
    [31, 4],
    [1000, 100],
  ])('%i citizens need %i votes', (citizens, quorum) => expect(quorumFor(citizens)).toBe(quorum));

  it('never goes below the minimum, even for nonsense counts', () => {
    expect(quorumFor(-5)).toBe(QUORUM.minimum);
    expect(quorumFor(1001)).toBe(101);
  });
});

describe('resultOf', () => {
  it('rejects a tie, even at quorum', () => {
    expect(resultOf({ votesFor: 2, votesAgainst: 2, quorum: 3 })).toBe('rejected');
    expect(resultOf({ votesFor: 0, votesAgainst: 0, quorum: 3 })).toBe('rejected');
  });

  it('rejects a majority For under the quorum', () => {
    expect(resultOf({ votesFor: 2, votesAgainst: 0, quorum: 3 })).toBe('rejected');
    expect(resultOf({ votesFor: 9, votesAgainst: 0, quorum: 10 })).toBe('rejected');
  });

  it('passes a majority For exactly at the quorum, and above it', () => {
    expect(resultOf({ votesFor: 3, votesAgainst: 0, quorum: 3 })).toBe('passed');
    expect(resultOf({ votesFor: 2, votesAgainst: 1, quorum: 3 })).toBe('passed');
    expect(resultOf({ votesFor: 60, votesAgainst: 40, quorum: 3 })).toBe('passed');
  });

  it('rejects a majority Against whatever the turnout', () => {
    expect(resultOf({ votesFor: 1, votesAgainst: 2, quorum: 3 })).toBe('rejected');
    expect(resultOf({ votesFor: 40, votesAgainst: 60, quorum: 3 })).toBe('rejected');
  });
});

describe('statusAt', () => {
  const closesAt = new Date('2026-11-28T12:00:00.000Z');
  const passing = { votesFor: 3, votesAgainst: 0, quorum: 3, closesAt };
  const failing = { votesFor: 1, votesAgainst: 0, quorum: 3, closesAt };

  it('is active until the millisecond before closing', () => {
    expect(statusAt(passing, new Date(closesAt.getTime() - 1))).toBe('active');
    expect(statusAt(failing, new Date(closesAt.getTime() - VOTING_PERIOD_MS))).toBe('active');
  });

  it('is the result at the closing millisecond exactly', () => {
    expect(statusAt(passing, closesAt)).toBe('passed');
    expect(statusAt(failing, closesAt)).toBe('rejected');
  });

  it('stays the result afterwards', () => {
    expect(statusAt(passing, new Date(closesAt.getTime() + 1))).toBe('passed');
    expect(statusAt(failing, new Date(closesAt.getTime() + 365 * 86_400_000))).toBe('rejected');
  });

  it('the voting period is exactly three days', () => {
    expect(VOTING_PERIOD_MS).toBe(259_200_000);
  });
});

describe('shares', () => {
  it('is 0/0 without votes', () =>
    expect(shares({ votesFor: 0, votesAgainst: 0 })).toEqual({ for: 0, against: 0 }));

  it.each([
    [1, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [2, 1],
    [1, 6],
    [1, 7],
    [5, 3],
    [333, 667],
    [1, 199],
    [199, 1],
  ])('%i For and %i Against add up to 100', (votesFor, votesAgainst) => {
    const split = shares({ votesFor, votesAgainst });
    expect(split.for + split.against).toBe(100);
    expect(split.for).toBeGreaterThanOrEqual(0);
    expect(split.against).toBeGreaterThanOrEqual(0);
    expect(Math.abs(split.for - (votesFor / (votesFor + votesAgainst)) * 100)).toBeLessThanOrEqual(0.5);
  });

  it('rounds to the nearest percent', () => {
    expect(shares({ votesFor: 1, votesAgainst: 2 })).toEqual({ for: 33, against: 67 });
    expect(shares({ votesFor: 2, votesAgainst: 1 })).toEqual({ for: 67, against: 33 });
    // A half percent goes to the larger side: 1–7 and 7–1 are mirror images.
    expect(shares({ votesFor: 1, votesAgainst: 7 })).toEqual({ for: 12, against: 88 });
    expect(shares({ votesFor: 7, votesAgainst: 1 })).toEqual({ for: 88, against: 12 });
  });
});

describe('voteTypedData', () => {
  const voter = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;

  it('is the EIP-712 Vote of the Civitas domain on the given chain', () => {
    const typed = voteTypedData({
      chainId: 11155111,
      proposal: 42,
      choice: 'for',
      timestamp: 1_790_000_000,
      voter,
    });
    expect(typed).toEqual({
      domain: { name: 'Civitas', version: '1', chainId: 11155111 },
      types: {
        Vote: [
          { name: 'proposal', type: 'uint256' },
          { name: 'choice', type: 'string' },
          { name: 'timestamp', type: 'uint256' },
          { name: 'voter', type: 'address' },
        ],
      },
      primaryType: 'Vote',
      message: { proposal: 42n, choice: 'for', timestamp: 1_790_000_000n, voter },
    });
    expect(typed.types).toBe(VOTE_TYPES);
    expect(VOTE_DOMAIN_NAME).toBe('Civitas');
    expect(VOTE_DOMAIN_VERSION).toBe('1');
  });

  it('has no verifying contract or salt: the domain is name, version and chain only', () => {
    const { domain } = voteTypedData({ chainId: 1, proposal: 1, choice: 'against', timestamp: 1, voter });
    expect(Object.keys(domain).sort()).toEqual(['chainId', 'name', 'version']);
  });

  it('hashes differently for another proposal, choice, time, voter or chain', async () => {
    const { hashTypedData } = await import('viem');
    const base = { chainId: 1, proposal: 7, choice: 'for' as const, timestamp: 1_790_000_000, voter };
    const hash = (input: typeof base | Record<string, unknown>) =>
      hashTypedData(voteTypedData({ ...base, ...input }));
    const variants = [
      {},
      { proposal: 8 },
      { choice: 'against' },
      { timestamp: 1_790_000_001 },
      { voter: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { chainId: 11155111 },
    ].map(hash);
    expect(new Set(variants).size).toBe(variants.length);
  });
});
