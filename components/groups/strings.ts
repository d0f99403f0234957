import 'server-only';
// The `groups` texts the islands take as props, read on the server in the request's locale (English
// underneath, key by key). Raw: their ICU placeholders ({name}, {count, plural, …}) are filled in the
// browser where the values are known (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import { GROUP_CREATION, foundingGroups } from '@/lib/community/rules';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import type { GroupActionsStrings } from './group-actions';
import type { DirectoryStrings } from './group-directory';
import type { FoundingTexts } from './format';
import type { MembershipStrings } from './membership';

async function messages() {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale);
}

/** The founding groups' names and descriptions (community.groups.<key>.title / .body). */
export async function foundingTexts(): Promise<FoundingTexts> {
  const { community } = await messages();
  return Object.fromEntries(
    foundingGroups.map((key) => [
      key,
      { title: community.groups[key].title, body: community.groups[key].body },
    ]),
  ) as FoundingTexts;
}

async function membershipStrings(): Promise<MembershipStrings> {
  const { groups, citizens } = await messages();
  return {
    membership: groups.membership,
    errors: groups.errors,
    fieldErrors: groups.fieldErrors,
    tierName: citizens.tiers[GROUP_CREATION.minTier],
  };
}

/** The group directory's island (the community page): `<GroupDirectoryLazy strings={…} />`. */
export async function directoryStrings(): Promise<DirectoryStrings> {
  const [{ groups }, membership, founding] = await Promise.all([
    messages(),
    membershipStrings(),
    foundingTexts(),
  ]);
  return {
    ...membership,
    founding,
    counts: groups.counts,
    directory: groups.directory,
    create: groups.create,
  };
}

/** A group page's Join / Leave and New thread island. */
export async function groupActionsStrings(): Promise<GroupActionsStrings> {
  const [{ groups }, membership] = await Promise.all([messages(), membershipStrings()]);
  return { ...membership, newThread: groups.newThread };
}
