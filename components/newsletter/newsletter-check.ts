// The newsletter form's browser check with zod, in a chunk of its own: the form imports it lazily so
// that zod stays out of the first-load JavaScript of every page (the form sits in the footer).
import { zodCheck } from '@/components/forms/zod-check';
import { newsletterSchema } from '@/lib/newsletter/validation';

export const checkNewsletter = zodCheck(newsletterSchema);
