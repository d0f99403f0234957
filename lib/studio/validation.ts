// The studio's request bodies, shared by the route handlers and the studio island that sends them.
import { z } from 'zod';
import { storedText } from '../api/validation';
import { KINDS, PROMPT_MAX, QUALITIES, SHAPES, STYLES } from './rules';

export const generateSchema = z
  .object({
    kind: z.enum(KINDS),
    prompt: storedText()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, 'required').max(PROMPT_MAX, 'too_long')),
    style: z.enum(STYLES),
    shape: z.enum(SHAPES),
    quality: z.enum(QUALITIES),
    /** Optional: the same seed and prompt give the same image on the built-in engine. */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .strict();
export type GenerateInput = z.infer<typeof generateSchema>;

/** The owner keeps a creation in their gallery, and publishes it to the community gallery (or not). */
export const keepSchema = z
  .object({ saved: z.boolean().optional(), published: z.boolean().optional() })
  .strict()
  .refine((v) => v.saved !== undefined || v.published !== undefined, { message: 'required' });
