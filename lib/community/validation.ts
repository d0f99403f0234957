// The community's schemas, shared by the forms (browser) and the route handlers (server).
import { z } from 'zod';
import { storedText } from '../api/validation';
import { flagReasons, POST_LIMITS, SILENCE_DAYS } from './rules';

const body = () => storedText().trim().min(1, 'required').max(POST_LIMITS.bodyMax, 'too_long');

export const threadSchema = z.object({
  title: storedText()
    .trim()
    .min(1, 'required')
    .min(POST_LIMITS.titleMin, 'too_short')
    .max(POST_LIMITS.titleMax, 'too_long'),
  body: body(),
});
export type ThreadInput = z.infer<typeof threadSchema>;

export const replySchema = z.object({
  body: body(),
  /** The post this reply quotes (the quote is in the body). */
  quoteOf: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ReplyInput = z.infer<typeof replySchema>;

export const editSchema = z.object({ body: body() });

export const groupSchema = z.object({
  name: storedText()
    .trim()
    .min(1, 'required')
    .min(POST_LIMITS.groupNameMin, 'too_short')
    .max(POST_LIMITS.groupNameMax, 'too_long'),
  description: storedText().trim().min(1, 'required').max(POST_LIMITS.groupDescriptionMax, 'too_long'),
});
export type GroupInput = z.infer<typeof groupSchema>;

export const flagSchema = z
  .object({
    targetType: z.enum(['post', 'proposal', 'listing', 'creation'], { error: 'invalid' }),
    targetId: z
      .number({ error: 'required' })
      .int('invalid')
      .positive('invalid')
      .max(Number.MAX_SAFE_INTEGER, 'invalid'),
    reason: z.enum(flagReasons, { error: 'required' }),
    message: storedText().trim().max(POST_LIMITS.flagMessageMax, 'too_long').optional(),
  })
  // "Something else" needs a message: it is all a moderator has to go on.
  .refine((f) => f.reason !== 'other' || Boolean(f.message), { path: ['message'], message: 'required' });
export type FlagInput = z.infer<typeof flagSchema>;

export const moderationSchema = z
  .object({
    action: z.enum(['restore', 'delete', 'lock', 'unlock', 'silence', 'dismiss'], { error: 'invalid' }),
    targetType: z.enum(['post', 'proposal', 'listing', 'creation', 'thread', 'citizen'], {
      error: 'invalid',
    }),
    /** A post, proposal or thread id; a citizen's handle for silence. */
    targetId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().max(24)]),
    days: z.number().int().min(SILENCE_DAYS.min, 'invalid').max(SILENCE_DAYS.max, 'invalid').optional(),
    reason: storedText().trim().max(500, 'too_long').optional(),
  })
  .refine((m) => m.action !== 'silence' || m.days !== undefined, { path: ['days'], message: 'required' });
export type ModerationInput = z.infer<typeof moderationSchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).catch(''),
  cursor: z.string().max(200).optional().catch(undefined),
});
