import { listingCardStrings } from '@/components/marketplace/card-strings';
import { LibraryViewLazy } from '@/components/marketplace/market-lazy';
import { IslandPage, islandMetadata } from '@/components/pages/island-page';
import { pickStrings } from '@/components/sections/pick-strings';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The member's library: a static shell, the lists an island that asks as the signed-in member.
export const generateMetadata = islandMetadata('marketplace.library', { follow: false });

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const { marketplace } = getMessages(locale);
  return (
    <IslandPage locale={locale} namespace="marketplace.library" width="max-w-7xl">
      <LibraryViewLazy
        locale={locale}
        strings={{ ...listingCardStrings(locale), ...pickStrings(marketplace, ['library', 'errors']) }}
      />
    </IslandPage>
  );
}
