import { listingCardStrings } from '@/components/marketplace/card-strings';
import { ListingFormLazy } from '@/components/marketplace/market-lazy';
import { IslandPage, islandMetadata } from '@/components/pages/island-page';
import { pickStrings } from '@/components/sections/pick-strings';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The sell form: a static shell, the form an island that works as the signed-in citizen. Not for search.
export const generateMetadata = islandMetadata('marketplace.sell', { follow: true });

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const { marketplace } = getMessages(locale);
  return (
    <IslandPage locale={locale} namespace="marketplace.sell" width="max-w-5xl">
      <ListingFormLazy
        locale={locale}
        strings={{
          ...pickStrings(marketplace, ['sell', 'errors', 'fieldErrors']),
          categories: listingCardStrings(locale).categories,
          statuses: marketplace.library.statuses,
        }}
      />
    </IslandPage>
  );
}
