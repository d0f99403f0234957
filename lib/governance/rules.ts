// The rules of a vote, shared by the server (which enforces them) and the pages (which explain them):
// the voting period, the quorum, the limits on proposing, and how a result follows from the counts.

import type { ProposalCategory, ProposalStatus, VoteChoice } from '../api/contract';

/** The spec's voting period: a proposal is open for votes for exactly three days from submission. */
export const VOTING_PERIOD_MS = 3 * 24 * 60 * 60_000;

/** A result needs turnout of 10 % of the citizens when voting opened, and never fewer than 3 votes. */
export const QUORUM = { share: 0.1, minimum: 3 } as const;

export function quorumFor(citizens: number): number {
  return Math.max(QUORUM.minimum, Math.ceil(Math.max(0, citizens) * QUORUM.share));
}

export const proposalCategories = [
  'law',
  'budget',
  'community',
  'technical',
] as const satisfies readonly ProposalCategory[];

export const PROPOSAL_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  summaryMax: 280,
  bodyMax: 20_000,
  /** New proposals per citizen in any 24 hours. */
  perDay: 3,
  /** Proposals of one author open for votes at the same time. */
  openPerAuthor: 5,
} as const;

export const voteChoices = ['for', 'against'] as const satisfies readonly VoteChoice[];

export type { ProposalCategory, ProposalStatus, VoteChoice };

export type Tally = { votesFor: number; votesAgainst: number; quorum: number };

/** Passed when For outnumbers Against and turnout reaches the quorum; otherwise Rejected. */
export function resultOf({ votesFor, votesAgainst, quorum }: Tally): 'passed' | 'rejected' {
  return votesFor > votesAgainst && votesFor + votesAgainst >= quorum ? 'passed' : 'rejected';
}

/**
 * The status at `now`: open until the very millisecond voting closes, then the result. Derived when read,
 * so it is right the moment voting ends whether or not the job that stores results has run.
 */
export function statusAt(proposal: Tally & { closesAt: Date }, now: Date): ProposalStatus {
  return now.getTime() < proposal.closesAt.getTime() ? 'active' : resultOf(proposal);
}

/** Percentages of For and Against, rounded so that they add up to 100 (or both 0 with no votes). */
export function shares({ votesFor, votesAgainst }: Pick<Tally, 'votesFor' | 'votesAgainst'>) {
  const total = votesFor + votesAgainst;
  if (total === 0) return { for: 0, against: 0 };
  // A half percent goes to the larger side, so that 1–7 and 7–1 read as mirror images (12/88, 88/12).
  const exact = (votesFor / total) * 100;
  const forShare = votesFor >= votesAgainst ? Math.round(exact) : 100 - Math.round(100 - exact);
  return { for: forShare, against: 100 - forShare };
}

/** The seed key of the founding proposal, "Adopt the Civitas Constitution". */
export const FOUNDING_SEED_KEY = 'constitution';

/** EIP-712 typed data of a wallet citizen's vote; the server rebuilds it to verify the signature. */
export const VOTE_TYPES = {
  Vote: [
    { name: 'proposal', type: 'uint256' },
    { name: 'choice', type: 'string' },
    { name: 'timestamp', type: 'uint256' },
    { name: 'voter', type: 'address' },
  ],
} as const;

export const VOTE_DOMAIN_NAME = 'Civitas';
export const VOTE_DOMAIN_VERSION = '1';
/** A signed vote's timestamp must be within this of the server's clock (a replay later is refused). */
export const SIGNED_VOTE_SKEW_MS = 10 * 60_000;

export function voteTypedData(input: {
  chainId: number;
  proposal: number;
  choice: VoteChoice;
  timestamp: number;
  voter: `0x${string}`;
}) {
  return {
    domain: { name: VOTE_DOMAIN_NAME, version: VOTE_DOMAIN_VERSION, chainId: input.chainId },
    types: VOTE_TYPES,
    primaryType: 'Vote' as const,
    message: {
      proposal: BigInt(input.proposal),
      choice: input.choice,
      timestamp: BigInt(input.timestamp),
      voter: input.voter,
    },
  };
}
