// zod helpers every feature's schemas share (forms in the browser, handlers on the server).
import { z } from 'zod';
import { fieldErrorCodes, type FieldError } from './contract';

// zod compiles object schemas with `new Function` when it can, and probes for that by calling
// Function(""): under the site's Content-Security-Policy (no 'unsafe-eval') the probe is refused and
// the browser reports a violation. The interpreted path is as correct and fast enough for these forms.
z.config({ jitless: true });

const isFieldError = (code: string): code is FieldError =>
  (fieldErrorCodes as readonly string[]).includes(code);

/**
 * zod issues -> { field: code }, first issue per field. A rule without a code of ours (zod's own English
 * message) becomes "invalid": the API never answers with text a browser cannot localize.
 */
export function fieldErrors(error: z.ZodError, fullPaths = false): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    // A nested document's field by its whole place in it (`courses.0.lessons.1.title`).
    const field = (fullPaths ? issue.path.join('.') : String(issue.path[0] ?? '')) || '_';
    if (!(field in fields)) fields[field] = isFieldError(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

/** Half of a surrogate pair without its other half (String.isWellFormed, for browsers before 2023). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/**
 * Text a member writes that is stored as is (a proposal, a moderator's reason): Postgres text cannot
 * hold a NUL character, and no one types one, so it is refused as invalid rather than failing the write.
 */
export const storedText = () =>
  z
    .string({ error: 'required' })
    // Nor a lone UTF-16 surrogate, which is no character at all (PGlite refuses to store it as UTF-8).
    .refine((value) => !value.includes('\u0000') && !LONE_SURROGATE.test(value), 'invalid');
