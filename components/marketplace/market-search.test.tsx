import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingPage, ListingSummary } from '@/lib/api/contract';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { MarketSearch, type MarketSearchStrings } from './market-search';

// The texts as components/pages/marketplace.tsx (marketSearchStrings) builds them on the server.
const messages = appMessages({ marketplace: marketplaceMessages });
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const strings: MarketSearchStrings = {
  card: market.card,
  categories: {
    models: market.categories.models.title,
    datasets: market.categories.datasets.title,
    plugins: market.categories.plugins.title,
    tools: market.categories.tools.title,
  },
  brand: 'Civitas',
  catalogue: market.catalogue,
};

const listing = (id: number, title: string, over: Partial<ListingSummary> = {}): ListingSummary => ({
  id,
  category: 'models',
  title,
  summary: `The summary of ${title}.`,
  tags: [],
  license: 'Apache-2.0',
  priceWei: '0',
  version: '1.0.0',
  seller: { handle: 'nova', tier: 'citizen' },
  curated: false,
  downloads: 3,
  reviews: 0,
  rating: null,
  publishedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const page = (items: ListingSummary[], nextCursor: string | null = null): ListingPage => ({
  items,
  nextCursor,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;
/** The path of the `call`-th request (every request here is a GET). */
const path = (call: number) => (fetchMock.mock.calls[call] as [string, RequestInit])[0];

function renderSearch(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const view = render(withIntl(<MarketSearch locale="en" strings={strings} />, messages));
  return { ...view, u: userEvent.setup(options) };
}

const list = () => screen.getByRole('list', { name: 'Listings' });
const titles = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function loaded(items = [listing(1, 'Llama fine-tune'), listing(2, 'Speech corpus')]) {
  respond(200, page(items));
  const view = renderSearch();
  await screen.findByRole('list', { name: 'Listings' });
  return view;
}

let pushState: jest.SpyInstance;
let replaceState: jest.SpyInstance;

/** The page's address before the island starts (not counted as the island's history writes). */
function visit(url: string) {
  window.history.replaceState(null, '', url);
  replaceState.mockClear();
}

beforeEach(() => {
  mockFetch.install();
  pushState = jest.spyOn(window.history, 'pushState');
  replaceState = jest.spyOn(window.history, 'replaceState');
  visit('/marketplace');
});

afterEach(() => {
  pushState.mockRestore();
  replaceState.mockRestore();
  jest.useRealTimers();
});

describe('MarketSearch: the first results', () => {
  it('loads GET /api/marketplace/listings with the locale, saying so meanwhile, then shows the cards', async () => {
    respond(200, page([listing(1, 'Llama fine-tune'), listing(2, 'Speech corpus')]));
    renderSearch();
    expect(screen.getByText('Loading listings…')).toBeInTheDocument();
    expect(path(0)).toBe('/api/marketplace/listings?locale=en');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('GET');

    await screen.findByRole('list', { name: 'Listings' });
    expect(titles()).toEqual(['Llama fine-tune', 'Speech corpus']);
    expect(screen.getByRole('link', { name: 'Llama fine-tune' })).toHaveAttribute('href', '/marketplace/1');
    expect(screen.getByRole('link', { name: 'Speech corpus' })).toHaveAttribute('href', '/marketplace/2');
    expect(screen.queryByText('Loading listings…')).not.toBeInTheDocument();
    // One page only: no "Show more".
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts from the search in the URL', async () => {
    visit('/marketplace?q=llama&category=models&price=free');
    respond(200, page([listing(1, 'Llama fine-tune')]));
    renderSearch();
    expect(path(0)).toBe('/api/marketplace/listings?q=llama&category=models&price=free&locale=en');
    expect(screen.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('llama');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('models');
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('free');
    // A text search sorts by relevance unless told otherwise.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await screen.findByRole('list', { name: 'Listings' });
  });

  it('no match: says so', async () => {
    respond(200, page([]));
    renderSearch();
    expect(
      await screen.findByText('No listing matches. Try fewer or other words, or remove a filter.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Listings' })).not.toBeInTheDocument();
  });

  it('a failed load says so, and Try again loads the same search again', async () => {
    visit('/marketplace?category=tools');
    respond(500, { error: 'server_error' });
    const { u } = renderSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    respond(200, page([listing(4, 'Prompt kit', { category: 'tools' })]));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Prompt kit' })).toBeInTheDocument();
    expect(path(1)).toBe('/api/marketplace/listings?category=tools&locale=en');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline is a failed load too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('MarketSearch: searching', () => {
  it('typing replaces the URL after a pause (one history entry, one request) and loads q', async () => {
    jest.useFakeTimers();
    respond(200, page([listing(1, 'Llama fine-tune')]));
    const { u } = renderSearch({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Listings' });
    replaceState.mockClear();

    await u.type(screen.getByRole('searchbox', { name: 'Search the marketplace' }), 'speech');
    // Still typing: nothing asked yet.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(replaceState).not.toHaveBeenCalled();

    respond(200, page([listing(2, 'Speech corpus')]));
    act(() => jest.advanceTimersByTime(300));
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]![2]).toBe('/marketplace?q=speech');
    expect(pushState).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?q=speech');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(path(1)).toBe('/api/marketplace/listings?q=speech&locale=en');
    expect(await screen.findByRole('link', { name: 'Speech corpus' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Llama fine-tune' })).not.toBeInTheDocument();
  });

  it('a filter chosen during the pause keeps both the words and the filter', async () => {
    jest.useFakeTimers();
    respond(200, page([listing(1, 'Llama fine-tune')]));
    const { u } = renderSearch({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Listings' });

    await u.type(screen.getByRole('searchbox', { name: 'Search the marketplace' }), 'speech');
    respond(200, page([listing(2, 'Speech corpus', { category: 'datasets' })]));
    respond(200, page([listing(2, 'Speech corpus', { category: 'datasets' })]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Datasets');
    act(() => jest.advanceTimersByTime(300));

    expect(await screen.findByRole('link', { name: 'Speech corpus' })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=speech&category=datasets');
    expect(path(fetchMock.mock.calls.length - 1)).toBe(
      '/api/marketplace/listings?q=speech&category=datasets&locale=en',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('datasets');
    expect(screen.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('speech');
  });

  it('submitting searches at once and adds a history entry', async () => {
    const { u } = await loaded();
    respond(200, page([listing(2, 'Speech corpus')]));
    await u.type(screen.getByRole('searchbox', { name: 'Search the marketplace' }), '  speech {Enter}');
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?q=speech');
    expect(path(1)).toBe('/api/marketplace/listings?q=speech&locale=en');
    expect(await screen.findByRole('link', { name: 'Speech corpus' })).toBeInTheDocument();
    // The pending pause was cancelled: no second request.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a filter adds a history entry and loads at once', async () => {
    const { u } = await loaded();
    respond(200, page([listing(5, 'Street photos', { category: 'datasets' })]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Datasets');
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?category=datasets');
    expect(path(1)).toBe('/api/marketplace/listings?category=datasets&locale=en');
    expect(await screen.findByRole('link', { name: 'Street photos' })).toBeInTheDocument();

    respond(200, page([]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Paid');
    expect(window.location.search).toBe('?category=datasets&price=paid');
    expect(path(2)).toBe('/api/marketplace/listings?category=datasets&price=paid&locale=en');
    await screen.findByText(/^No listing matches/);

    respond(200, page([]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Licence' }), 'MIT');
    expect(path(3)).toBe('/api/marketplace/listings?category=datasets&price=paid&license=MIT&locale=en');

    respond(200, page([]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most got');
    expect(window.location.search).toBe('?category=datasets&price=paid&license=MIT&sort=popular');
    expect(pushState).toHaveBeenCalledTimes(4);
  });

  it('Relevance is offered only for a text search', async () => {
    await loaded();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument();
  });

  it('Back (popstate) restores the search the URL names', async () => {
    const { u } = await loaded();
    respond(200, page([]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Paid');
    await screen.findByText(/^No listing matches/);

    // The browser went back to an entry with another search.
    respond(200, page([listing(7, 'Audio model')]));
    act(() => {
      window.history.replaceState(null, '', '/marketplace?q=audio&category=models');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(path(2)).toBe('/api/marketplace/listings?q=audio&category=models&locale=en');
    expect(screen.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('audio');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('models');
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Audio model' })).toBeInTheDocument();
    // Restoring writes no history of its own.
    expect(pushState).toHaveBeenCalledTimes(1);
  });

  it('the tag chip says the tag, and removes the filter', async () => {
    visit('/marketplace?tag=speech&price=free');
    respond(200, page([listing(2, 'Speech corpus')]));
    const { u } = renderSearch();
    expect(path(0)).toBe('/api/marketplace/listings?price=free&tag=speech&locale=en');
    await screen.findByRole('list', { name: 'Listings' });
    const chip = screen.getByRole('button', { name: 'Remove the tag filter speech' });
    expect(chip).toHaveTextContent('Tag: speech');

    respond(200, page([listing(1, 'Llama fine-tune'), listing(2, 'Speech corpus')]));
    await u.click(chip);
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?price=free');
    expect(path(1)).toBe('/api/marketplace/listings?price=free&locale=en');
    expect(screen.queryByRole('button', { name: /Remove the tag filter/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Llama fine-tune' })).toBeInTheDocument();
  });

  it('an answer that comes after a newer search is dropped', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    const { u } = renderSearch();
    respond(200, page([listing(5, 'Street photos', { category: 'datasets' })]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Datasets');
    expect(await screen.findByRole('link', { name: 'Street photos' })).toBeInTheDocument();
    await act(async () =>
      answerFirst({ ok: true, status: 200, json: async () => page([listing(1, 'Llama fine-tune')]) }),
    );
    expect(titles()).toEqual(['Street photos']);
  });
});

describe('MarketSearch: more results', () => {
  it('Show more asks for the next page with nextCursor and appends it', async () => {
    visit('/marketplace?sort=popular');
    respond(200, page([listing(1, 'Llama fine-tune'), listing(2, 'Speech corpus')], 'cursor-2'));
    const { u } = renderSearch();
    await screen.findByRole('list', { name: 'Listings' });

    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.click(screen.getByRole('button', { name: 'Show more' }));
    expect(path(1)).toBe('/api/marketplace/listings?sort=popular&cursor=cursor-2&locale=en');
    expect(screen.getByRole('button', { name: 'Loading more…' })).toBeDisabled();
    // The first page stays while the next loads.
    expect(titles()).toEqual(['Llama fine-tune', 'Speech corpus']);

    await act(async () =>
      answer({ ok: true, status: 200, json: async () => page([listing(3, 'Prompt kit')], null) }),
    );
    expect(titles()).toEqual(['Llama fine-tune', 'Speech corpus', 'Prompt kit']);
    // The last page: no more to show; the cursor never goes into the URL.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?sort=popular');
    expect(pushState).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('a failed next page keeps the results and lets you try again', async () => {
    respond(200, page([listing(1, 'Llama fine-tune')], 'cursor-1'));
    const { u } = renderSearch();
    await screen.findByRole('list', { name: 'Listings' });
    respond(500, { error: 'server_error' });
    await u.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    expect(titles()).toEqual(['Llama fine-tune']);

    respond(200, page([listing(2, 'Speech corpus')], null));
    await u.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toEqual(['Llama fine-tune', 'Speech corpus']));
    expect(path(2)).toBe('/api/marketplace/listings?cursor=cursor-1&locale=en');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
