// The proposal and vote schemas, shared by the forms (browser) and the route handlers (server).
import { z } from 'zod';
import { storedText } from '../api/validation';
import { PROPOSAL_LIMITS, proposalCategories, voteChoices } from './rules';

export const proposalSchema = z.object({
  title: storedText()
    .trim()
    .min(1, 'required')
    .min(PROPOSAL_LIMITS.titleMin, 'too_short')
    .max(PROPOSAL_LIMITS.titleMax, 'too_long'),
  summary: storedText().trim().min(1, 'required').max(PROPOSAL_LIMITS.summaryMax, 'too_long'),
  body: storedText().trim().min(1, 'required').max(PROPOSAL_LIMITS.bodyMax, 'too_long'),
  category: z.enum(proposalCategories, { error: 'invalid' }),
});

export type ProposalInput = z.infer<typeof proposalSchema>;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'invalid_signature');

export const voteSchema = z.object({
  choice: z.enum(voteChoices, { error: 'invalid' }),
  /** A wallet citizen's EIP-712 signature, its timestamp (seconds) and the chain it was signed for. */
  signature: hex.max(20_000, 'invalid_signature').optional(),
  timestamp: z.number().int().positive().optional(),
  chainId: z.number().int().positive().optional(),
});

export type VoteInput = z.infer<typeof voteSchema>;

export const hideSchema = z.object({
  reason: storedText().trim().min(1, 'required').max(500, 'too_long'),
});

export const listQuerySchema = z.object({
  status: z.enum(['active', 'passed', 'rejected', 'all']).catch('all'),
  cursor: z.string().max(200).optional().catch(undefined),
});
