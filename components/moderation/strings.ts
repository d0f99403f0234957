import 'server-only';
// The queue island's texts (messages/<locale>/moderation.json, `queue`), read on the server in the
// request's locale with English underneath, and passed as props. Raw: their ICU placeholders
// ({count, plural, …}, {handle}) are filled in the browser (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import type { QueueStrings } from './shared';

export async function queueStrings(): Promise<QueueStrings> {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale).moderation.queue;
}
