import 'server-only';
// The `chain` texts islands take as props, read on the server in the request's locale (English
// underneath, key by key); their placeholders are filled in the browser (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import type { AppMessages } from '../i18n/app-config';
import { defaultLocale, isLocale } from '../i18n/config';
import { getMessages } from '../i18n/messages';

export type ChainStrings = AppMessages['chain'];

export async function chainStrings(): Promise<ChainStrings> {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale).chain;
}
