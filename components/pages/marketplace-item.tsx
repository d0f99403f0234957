// A listing's public page: what it is, its licence, price and version, who lists it, its description
// and reviews, rendered on request for everyone alike; the reader's part (get or buy, download, review,
// report) is an island.
import { ArrowLeft, Star } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { flagStrings } from '@/components/forum/strings';
import { formatDate, formatEther, formatRating, formatSize } from '@/components/marketplace/format';
import { ListingActionsLazy } from '@/components/marketplace/listing-actions-lazy';
import { pickStrings } from '@/components/sections/pick-strings';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { formatUnits } from 'viem';
import type { ListingDetail, ReviewPage } from '@/lib/api/contract';
import { chainStrings } from '@/lib/chain/strings';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { isLicense, LICENSE_NAMES, SPDX_URL } from '@/lib/marketplace/licenses';
import { citizenPath, listingPath, routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { product } from '@/lib/structured-data';
import { numberFormat } from '@/lib/i18n/intl';

export async function MarketplaceItem({
  listing: l,
  reviews,
  locale,
}: {
  listing: ListingDetail;
  reviews: ReviewPage;
  locale: Locale;
}) {
  const t = await getTranslations('marketplace');
  const { marketplace } = getMessages(locale);
  const back = (
    <Link
      href={routes.marketplace}
      className="inline-flex items-center gap-1.5 text-sm text-muted hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('item.back')}
    </Link>
  );
  if (l.hidden)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {back}
        <h1 className="mt-6 text-3xl font-semibold">{t('item.hiddenTitle')}</h1>
        <p className="mt-3 text-muted">{t('item.hiddenBody')}</p>
      </div>
    );
  const price = formatEther(l.priceWei, locale);
  const license = isLicense(l.license) ? l.license : null;
  const facts: [string, React.ReactNode][] = [
    [t('item.category'), t(`categories.${l.category}.title`)],
    [
      t('item.license'),
      license ? (
        <a
          href={SPDX_URL(license)}
          rel="noopener noreferrer"
          target="_blank"
          className="underline"
          title={LICENSE_NAMES[license]}
        >
          {license}
          <span className="sr-only"> ({t('item.licenseLink', { license: LICENSE_NAMES[license] })})</span>
        </a>
      ) : (
        l.license
      ),
    ],
    [t('item.price'), price ?? t('card.free')],
    [t('item.version'), l.version],
    [
      t('item.seller'),
      l.curated ? (
        site.name
      ) : l.seller ? (
        <Link href={citizenPath(l.seller.handle)}>@{l.seller.handle}</Link>
      ) : (
        '—'
      ),
    ],
    ...(l.publishedAt ? [[t('item.published'), formatDate(l.publishedAt, locale)] as [string, string]] : []),
    [t('item.gets'), numberFormat(locale).format(l.downloads)],
    ...(l.file
      ? [[t('item.file'), `${l.file.name} (${formatSize(l.file.size, locale)})`] as [string, string]]
      : []),
  ];
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6">
      <JsonLd
        data={product({
          locale,
          path: listingPath(l.id),
          name: l.title,
          description: l.summary,
          category: t(`categories.${l.category}.title`),
          priceEther: formatUnits(BigInt(l.priceWei), 18),
          license: l.license,
          seller: l.curated ? null : l.seller ? `@${l.seller.handle}` : null,
        })}
      />
      <header className="flex flex-col gap-4">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="muted">{t(`categories.${l.category}.title`)}</Badge>
          {l.rating !== null && (
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <Star aria-hidden="true" className="size-4 fill-current text-accent" />
              {t('card.rating', { rating: formatRating(l.rating, locale), count: l.reviews })}
            </span>
          )}
        </div>
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl">{l.title}</h1>
        <p className="max-w-3xl text-lg text-muted [overflow-wrap:anywhere]">{l.summary}</p>
        <ListingActionsLazy
          id={l.id}
          price={price}
          fileName={l.file?.name ?? null}
          locale={locale}
          strings={{
            ...pickStrings(marketplace, ['item', 'reviews', 'errors', 'fieldErrors']),
            flag: await flagStrings(),
            purchase: marketplace.purchase,
            chain: await chainStrings(),
          }}
        />
      </header>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="about">
          <h2 id="about" className="text-xl font-semibold">
            {t('item.about')}
          </h2>
          <div
            className="prose mt-4 max-w-none [overflow-wrap:anywhere]"
            dangerouslySetInnerHTML={{ __html: l.html }}
          />
        </section>
        <aside className="flex flex-col gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-border p-5 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {l.tags.length > 0 && (
            <div>
              <h2 className="text-sm font-medium">{t('item.tags')}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {l.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      href={`/marketplace?tag=${encodeURIComponent(tag)}`}
                      className="rounded-full border border-border px-3 py-1 text-xs hover:bg-surface-2"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </div>
      <section aria-labelledby="reviews" className="flex flex-col gap-4">
        <h2 id="reviews" className="text-xl font-semibold">
          {t('reviews.title')}
        </h2>
        {reviews.items.length === 0 ? (
          <p className="text-muted">{t('reviews.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {reviews.items.map((r, i) => (
              <li key={`${r.createdAt}-${i}`} className="rounded-2xl border border-border p-5">
                <p className="flex items-center gap-1 text-sm">
                  <span className="sr-only">{t('reviews.stars', { count: r.stars })}</span>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      aria-hidden="true"
                      className={n <= r.stars ? 'size-4 fill-current text-accent' : 'size-4 text-muted'}
                    />
                  ))}
                </p>
                <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{r.body}</p>
                <p className="mt-2 text-xs text-muted">
                  {t('reviews.byline', {
                    author: r.author ? `@${r.author.handle}` : t('reviews.former'),
                    date: formatDate(r.createdAt, locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {reviews.nextCursor && (
          <Link
            href={`${listingPath(l.id)}?after=${encodeURIComponent(reviews.nextCursor)}`}
            className="self-start text-sm underline"
          >
            {t('reviews.more')}
          </Link>
        )}
      </section>
    </article>
  );
}
