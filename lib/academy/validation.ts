// The academy's request bodies, shared by the route handlers and the islands that send them.
import { z } from 'zod';
import { locales } from '../i18n/config';

const slug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid');

/** A catalogue path's slug, or a community path's `community/<id>` (lib/academy/path-draft.ts). */
const pathSlug = z.union([slug, z.string().regex(/^community\/[1-9]\d{0,9}$/, 'invalid')]);

export const pathInput = z.object({ path: pathSlug }).strict();

export const lessonInput = z.object({ path: pathSlug, course: slug, lesson: slug }).strict();

export const quizInput = z
  .object({
    path: pathSlug,
    course: slug,
    lesson: slug,
    /** The chosen option of each question, in order. */
    answers: z.array(z.number().int().min(0).max(9)).min(1).max(10),
    /** The language the explanations come back in. */
    locale: z.enum(locales).optional(),
  })
  .strict();
