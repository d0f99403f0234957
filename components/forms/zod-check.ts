// A zod schema as a form check (useApiForm's `check`). Importing it brings zod along: a form that must
// keep zod out of the page's first load imports this lazily, with its schema (see the newsletter form).
import type { z } from 'zod';
import { fieldErrors } from '@/lib/api/validation';
import type { Checked } from './use-api-form';

export function zodCheck<Schema extends z.ZodType>(schema: Schema) {
  return (values: unknown): Checked<z.output<Schema>> => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, fields: fieldErrors(parsed.error) };
  };
}
