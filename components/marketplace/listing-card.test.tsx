import { render, screen, within } from '@testing-library/react';
import type { ListingSummary } from '@/lib/api/contract';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { appMessages, withIntl } from '@/test/intl';
import { ListingCard, type ListingCardStrings } from './listing-card';

// The texts as components/marketplace/card-strings.ts builds them on the server.
const messages = appMessages({ marketplace: marketplaceMessages });
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const strings: ListingCardStrings = {
  card: market.card,
  categories: {
    models: market.categories.models.title,
    datasets: market.categories.datasets.title,
    plugins: market.categories.plugins.title,
    tools: market.categories.tools.title,
  },
  brand: 'Civitas',
};

const listing = (over: Partial<ListingSummary> = {}): ListingSummary => ({
  id: 3,
  category: 'datasets',
  title: 'Open speech corpus',
  summary: 'Ten thousand hours of consented speech.',
  tags: ['speech'],
  license: 'CC-BY-4.0',
  priceWei: '0',
  version: '2.1.0',
  seller: { handle: 'nova', tier: 'citizen' },
  curated: false,
  downloads: 0,
  reviews: 0,
  rating: null,
  publishedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

function renderCard(l: ListingSummary, locale = 'en', extra?: React.ReactNode) {
  render(withIntl(<ListingCard listing={l} strings={strings} locale={locale} extra={extra} />, messages));
  return screen.getByRole('article');
}

describe('ListingCard', () => {
  it('a free listing by a member: category, licence, title link, seller, summary, no reviews', () => {
    const card = renderCard(listing());
    expect(within(card).getByRole('heading', { level: 3, name: 'Open speech corpus' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open speech corpus' })).toHaveAttribute(
      'href',
      '/marketplace/3',
    );
    expect(within(card).getByText('Datasets')).toBeInTheDocument();
    expect(within(card).getByText('CC-BY-4.0')).toBeInTheDocument();
    expect(within(card).getByText('By @nova')).toBeInTheDocument();
    expect(within(card).getByText('Ten thousand hours of consented speech.')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).getByText('Not got yet')).toBeInTheDocument();
  });

  it('a paid, curated, rated listing: its price in ether, "Listed by Civitas", the rating said in full', () => {
    const card = renderCard(
      listing({
        priceWei: '50000000000000000',
        curated: true,
        seller: null,
        rating: 4.5,
        reviews: 2,
        downloads: 1,
      }),
    );
    expect(within(card).getByText('0.05 ETH')).toBeInTheDocument();
    expect(within(card).queryByText('Free')).not.toBeInTheDocument();
    expect(within(card).getByText('Listed by Civitas')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.5 out of 5 by 2 members')).toHaveClass('sr-only');
    expect(within(card).getByText('4.5')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('Got 1 time')).toBeInTheDocument();
  });

  it('a seller who left: no byline; many gets pluralised', () => {
    const card = renderCard(listing({ seller: null, downloads: 12, rating: 5, reviews: 1 }));
    expect(within(card).queryByText(/^By /)).not.toBeInTheDocument();
    expect(within(card).getByText('Got 12 times')).toBeInTheDocument();
    expect(within(card).getByText('Rated 5.0 out of 5 by 1 member')).toBeInTheDocument();
  });

  it('writes numbers in the page’s language and shows what the caller adds', () => {
    const card = renderCard(
      listing({ priceWei: '1500000000000000000', rating: 3.5, reviews: 4 }),
      'vi',
      <p>Extra line</p>,
    );
    expect(within(card).getByText('1,5 ETH')).toBeInTheDocument();
    expect(within(card).getByText('3,5')).toBeInTheDocument();
    expect(within(card).getByText('Extra line')).toBeInTheDocument();
  });
});
