// One set of rules for the forms (checked in the browser before sending) and the route handlers
// (checked again on the server). Messages are codes; the UI localizes them.
import { z } from 'zod';
import { roles } from '../api/contract';
import { locales } from '../i18n/config';
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

/** The page's language, sent along by forms so that mail reaches the member in it; unknown ones fall back to English. */
const pageLocale = z.string().max(16, 'too_long').optional();

const newPassword = z
  .string({ error: 'required' })
  .min(1, 'required')
  .min(limits.password.min, 'too_short')
  .max(limits.password.max, 'too_long')
  .refine((value) => value.length <= limits.password.max, 'too_long');

export const signUpSchema = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(limits.username.min, 'too_short')
    .max(limits.username.max, 'too_long')
    .regex(/^[A-Za-z0-9_]+$/, 'invalid_username'),
  email,
  // zod counts characters (an emoji is one), better-auth UTF-16 units (an emoji is two): both must pass.
  password: newPassword,
  locale: pageLocale,
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, 'required').max(limits.password.max, 'too_long'),
});

/** "Forgot password?" */
export const passwordResetRequestSchema = z.object({ email });

/** The reset link's page: its token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'required' }).min(1, 'required').max(256, 'too_long'),
  password: newPassword,
});

/** The dashboard's "Change password". */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(limits.password.max, 'too_long'),
  newPassword: newPassword,
});

/** The dashboard's "Change e-mail address": the new address and the current password. */
export const changeEmailSchema = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, 'required').max(limits.password.max, 'too_long'),
});

/** The dashboard's e-mail preferences; each is optional, an unknown language is refused. */
export const emailPreferencesSchema = z.object({
  locale: z.enum(locales, { error: 'invalid' }).optional(),
  digest: z.boolean({ error: 'invalid' }).optional(),
});

export const roleSchema = z.object({ role: z.enum(roles, { error: 'invalid_role' }) });
