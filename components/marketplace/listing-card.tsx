// A listing as a card (the catalogue's results, the library): title (the link to its page), category,
// summary, price, licence, rating and how often it was got. Renders on the server and in islands alike.
import { Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { ListingSummary } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { listingPath } from '@/lib/routes';
import { formatEther, formatRating } from './format';

type Market = AppMessages['marketplace'];
export type ListingCardStrings = {
  card: Market['card'];
  categories: Record<ListingSummary['category'], string>;
  brand: string;
};

export function ListingCard({
  listing: l,
  strings: s,
  locale,
  extra,
}: {
  listing: ListingSummary;
  strings: ListingCardStrings;
  locale: string;
  /** More under the card's figures (the library's status and edit link). */
  extra?: React.ReactNode;
}) {
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const price = formatEther(l.priceWei, locale);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">{s.categories[l.category]}</Badge>
        <span className="text-xs text-muted">{l.license}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold [overflow-wrap:anywhere]">
        <Link href={listingPath(l.id)} className="hover:underline focus-visible:underline">
          {l.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {l.curated
          ? fmt(s.card.curated, { brand: s.brand })
          : l.seller
            ? fmt(s.card.by, { seller: `@${l.seller.handle}` })
            : null}
      </p>
      <p className="mt-2 text-sm [overflow-wrap:anywhere]">{l.summary}</p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4 text-sm">
        <p className="font-semibold">{price ?? s.card.free}</p>
        <div className="text-right text-muted">
          <p>
            {l.rating !== null ? (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-current text-accent" />
                <span aria-hidden="true">{formatRating(l.rating, locale)}</span>
                <span className="sr-only">
                  {fmt(s.card.rating, { rating: formatRating(l.rating, locale), count: l.reviews })}
                </span>
              </span>
            ) : (
              s.card.noReviews
            )}
          </p>
          <p>{fmt(s.card.gets, { count: l.downloads })}</p>
        </div>
      </div>
      {extra}
    </article>
  );
}
