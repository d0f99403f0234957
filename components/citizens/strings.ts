import 'server-only';
// The `citizens` texts the citizen card and the citizenship form take as props, in the request's locale
// (English underneath, key by key). Unformatted: their ICU placeholders are filled where the numbers are
// known, by the components (lib/i18n/format-message.ts), so they hold only `{name}` and `{n, plural, …}`.
import { getLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/config';
import { getMessages, isNamespaceTranslated } from '@/lib/i18n/messages';
import type { CitizenCardStrings } from './citizen-card';
import type { CitizenshipFormStrings } from './citizenship-form';

async function citizensMessages() {
  return getMessages(await getLocale()).citizens;
}

/** The card's texts (and its tier progress'): for the profile, the dashboard, the form. */
export async function citizenCardStrings(): Promise<CitizenCardStrings> {
  const { card, tiers, progress } = await citizensMessages();
  return { card, tiers, progress };
}

/** The citizenship form's texts, and its card's. */
export async function citizenshipFormStrings(): Promise<CitizenshipFormStrings> {
  const { card, tiers, progress, form } = await citizensMessages();
  return { card, tiers, progress, form };
}

/** `lang` for a block of `citizens` texts: English when the locale has no translation of them yet. */
export async function citizensLang(): Promise<string | undefined> {
  return isNamespaceTranslated(await getLocale(), 'citizens') ? undefined : defaultLocale;
}
