import 'server-only';
// The `governance` texts the vote panel and the propose dialog take as props, read on the server in the
// request's locale (English underneath, key by key). Raw: their ICU placeholders ({count, plural, …},
// {address}) are filled in the browser where the values are known (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import type { AppMessages } from '@/lib/i18n/app-config';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import type { ProposeStrings } from './propose-dialog';
import type { VotePanelStrings } from './vote-panel';

async function governance(): Promise<AppMessages['governance']> {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale).governance;
}

/** The vote panel's texts: `<VotePanelLazy strings={await votePanelStrings()} … />` (see ./vote-slot.tsx). */
export async function votePanelStrings(): Promise<VotePanelStrings> {
  const { vote, wallet, moderation } = await governance();
  return { vote, wallet, moderation };
}

/** The "Propose a new law" button's and dialog's texts: `<ProposeButton strings={await proposeStrings()} />`. */
export async function proposeStrings(): Promise<ProposeStrings> {
  return (await governance()).propose;
}
