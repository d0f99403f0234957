// The citizenship form's schema, shared by the form (browser) and the route handler (server).
import { z } from 'zod';
import { email } from '../account/validation';
import '../api/validation';
import { HANDLE_MAX, HANDLE_MIN, HANDLE_PATTERN, reservedHandles } from './rules';

export const handleSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .toLowerCase()
  .min(HANDLE_MIN, 'too_short')
  .max(HANDLE_MAX, 'too_long')
  .regex(HANDLE_PATTERN, 'invalid_handle')
  .refine((handle) => !reservedHandles.has(handle), 'handle_reserved');

export const citizenshipSchema = z.object({
  handle: handleSchema,
  notifyEmail: email,
  acceptConstitution: z.literal(true, 'required'),
  /** The page's language: the citizen's mail is in it until changed on the dashboard. */
  locale: z.string().max(16, 'too_long').optional(),
});

export type CitizenshipInput = z.infer<typeof citizenshipSchema>;

export const citizenPreferencesSchema = z.object({ notifyProposals: z.boolean() });
