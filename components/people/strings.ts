import 'server-only';
// The `people` texts the follow button, the featured members and the Following feed take as props, in
// the request's locale (English underneath, key by key). Raw: their ICU placeholders are filled in the
// browser, where the numbers are known (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages, isNamespaceTranslated } from '@/lib/i18n/messages';
import type { FeaturedStrings } from './featured-members';
import type { FeedStrings } from './following-feed';
import type { ProfileFollowStrings } from './profile-follow';

async function messages() {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale);
}

/** A citizen's profile: the follower and following counts, and the Follow button. */
export async function profileFollowStrings(): Promise<ProfileFollowStrings> {
  const { follow, counts } = (await messages()).people;
  return { follow, counts: { followers: counts.followers, following: counts.following } };
}

/** The community page's featured members: their cards, Follow buttons, and the tiers' names. */
export async function featuredStrings(): Promise<FeaturedStrings> {
  const { people, citizens } = await messages();
  return {
    featured: people.featured,
    follow: people.follow,
    followersCount: people.counts.followersCount,
    tiers: citizens.tiers,
  };
}

/** The dashboard's Following card. */
export async function feedStrings(): Promise<FeedStrings> {
  return (await messages()).people.feed;
}

/** `lang` for a block of `people` texts: English when the locale has no translation of them yet. */
export async function peopleLang(): Promise<string | undefined> {
  const locale = await getLocale();
  return isLocale(locale) && isNamespaceTranslated(locale, 'people') ? undefined : defaultLocale;
}
