import 'server-only';
// The `forum` texts the thread page's islands take as props, read on the server in the request's locale
// (English underneath, key by key). Raw: their ICU placeholders are filled in the browser, where the
// values are known (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import type { FlagStrings, ThreadStrings } from './types';

async function forum() {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale).forum;
}

/** A thread's posts, their actions, the reply box and the flag dialog. */
export async function threadStrings(): Promise<ThreadStrings> {
  const { post, tiers, marker, live, actions, composer, flag, fieldErrors, errors } = await forum();
  return { post, tiers, marker, live, actions, composer, flag, fieldErrors, errors };
}

/** The flag dialog alone (the proposal page's Flag button). */
export async function flagStrings(): Promise<FlagStrings> {
  const { flag, fieldErrors, errors } = await forum();
  return { flag, fieldErrors, errors };
}
