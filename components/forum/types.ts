// The forum islands' texts, raw (their ICU placeholders are filled in the browser): see ./strings.ts.
import type { AppMessages } from '@/lib/i18n/app-config';

type Forum = AppMessages['forum'];

/** Everything a thread's posts and their islands say. */
export type ThreadStrings = Pick<
  Forum,
  'post' | 'tiers' | 'marker' | 'live' | 'actions' | 'composer' | 'flag' | 'fieldErrors' | 'errors'
>;

/** The flag dialog's texts (a post's, a proposal's). */
export type FlagStrings = Pick<Forum, 'flag' | 'fieldErrors' | 'errors'>;

/** A quote the reader asked for: the reply box inserts it (a new `key` each time). */
export type QuoteRequest = { key: number; postId: number; text: string };
