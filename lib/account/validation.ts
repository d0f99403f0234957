// One set of rules for the forms (checked in the browser before sending) and the route handlers
// (checked again on the server). Messages are codes; the UI localizes them.
import { z } from 'zod';
import { roles } from '../api/contract';
import '../api/validation'; // zod's settings for the browser

export const limits = {
  username: { min: 3, max: 32 },
  password: { min: 8, max: 128 },
  email: { max: 254 },
} as const;

export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(limits.email.max, 'too_long')
  .pipe(z.email('invalid_email'))
  .transform((value) => value.toLowerCase());

export const signUpSchema = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(limits.username.min, 'too_short')
    .max(limits.username.max, 'too_long')
    .regex(/^[A-Za-z0-9_]+$/, 'invalid_username'),
  email,
  password: z
    .string({ error: 'required' })
    .min(1, 'required')
    .min(limits.password.min, 'too_short')
    .max(limits.password.max, 'too_long')
    // zod counts characters (an emoji is one), better-auth UTF-16 units (an emoji is two): both must pass.
    .refine((value) => value.length <= limits.password.max, 'too_long'),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, 'required').max(limits.password.max, 'too_long'),
});

export const roleSchema = z.object({ role: z.enum(roles, { error: 'invalid_role' }) });
