// Request bodies of the newsletter endpoints, shared by the footer form and the handlers. The form loads
// this module lazily, with the helper that turns zod issues into codes.
import { z } from 'zod';
import { email } from '../account/validation';

export { fieldErrors } from '../api/validation';

export const newsletterSchema = z.object({
  email,
  /** The page's language; an unknown one falls back to English (the handler), a long one is refused. */
  locale: z.string().max(16, 'too_long').optional(),
});

export const unsubscribeSchema = z.object({ token: z.string().min(1, 'required').max(1024, 'too_long') });
