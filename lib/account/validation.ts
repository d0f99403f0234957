// One set of rules for the forms (checked in the browser before sending) and the route handlers
// (checked again on the server). Messages are codes; the UI localizes them.
import { z } from 'zod';
import { fieldErrorCodes, roles, type FieldError } from './types';

// zod compiles object schemas with `new Function` when it can, and probes for that by calling
// Function(""): under the site's Content-Security-Policy (no 'unsafe-eval') the probe is refused and
// the browser reports a violation. The interpreted path is as correct and fast enough for these forms.
z.config({ jitless: true });

export const limits = {
  username: { min: 3, max: 32 },
  password: { min: 8, max: 128 },
  email: { max: 254 },
} as const;

const email = z
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

export const newsletterSchema = z.object({
  email,
  /** The page's language; an unknown one falls back to English (the handler), a long one is refused. */
  locale: z.string().max(16, 'too_long').optional(),
});

export const roleSchema = z.object({ role: z.enum(roles, { error: 'invalid_role' }) });

export const notificationReadSchema = z.object({ id: z.uuid({ error: 'required' }) });

export const unsubscribeSchema = z.object({ token: z.string().min(1, 'required').max(1024, 'too_long') });

const isFieldError = (code: string): code is FieldError =>
  (fieldErrorCodes as readonly string[]).includes(code);

/**
 * zod issues -> { field: code }, first issue per field. A rule without a code of ours (zod's own English
 * message) becomes "invalid": the API never answers with text a browser cannot localize.
 */
export function fieldErrors(error: z.ZodError): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!(field in fields)) fields[field] = isFieldError(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}
