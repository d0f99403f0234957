import 'server-only';
// The texts a listing card needs, raw, in the locale (English underneath, key by key).
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import type { ListingCardStrings } from './listing-card';

export function listingCardStrings(locale: Locale): ListingCardStrings {
  const { marketplace } = getMessages(locale);
  const c = marketplace.categories;
  return {
    card: marketplace.card,
    categories: {
      models: c.models.title,
      datasets: c.datasets.title,
      plugins: c.plugins.title,
      tools: c.tools.title,
    },
    brand: site.name,
  };
}
