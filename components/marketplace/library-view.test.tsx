import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import type { Library, ListingSummary, SessionUser } from '@/lib/api/contract';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { LibraryView, type LibraryStrings } from './library-view';

// The texts as app/[locale]/(site)/marketplace/library/page.tsx builds them on the server.
const messages = appMessages({ marketplace: marketplaceMessages });
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const strings: LibraryStrings = {
  card: market.card,
  categories: {
    models: market.categories.models.title,
    datasets: market.categories.datasets.title,
    plugins: market.categories.plugins.title,
    tools: market.categories.tools.title,
  },
  brand: 'Civitas',
  library: market.library,
  errors: market.errors,
};

const member: SessionUser = {
  id: 'u-kai',
  sessionId: 's1',
  name: 'kai',
  username: 'kai',
  email: 'kai@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

const listing = (id: number, title: string, over: Partial<ListingSummary> = {}): ListingSummary => ({
  id,
  category: 'tools',
  title,
  summary: `The summary of ${title}.`,
  tags: [],
  license: 'MIT',
  priceWei: '0',
  version: '1.0.0',
  seller: { handle: 'nova', tier: 'citizen' },
  curated: false,
  downloads: 0,
  reviews: 0,
  rating: null,
  publishedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;
const joinDialog = jest.fn();
let stopListening: () => void = () => {};

function renderLibrary() {
  render(withIntl(<LibraryView locale="en" strings={strings} />, messages));
  return userEvent.setup();
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  mockFetch.install();
  act(() => setSessionUser(member));
  joinDialog.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => stopListening());

describe('LibraryView', () => {
  it('signed out: asks to sign in, and the server is not asked', async () => {
    act(() => setSessionUser(null));
    const u = renderLibrary();
    expect(screen.getByText('Sign in to see your library.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is loading while GET /api/marketplace/library answers', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderLibrary();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your library…');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[0]).toBe('/api/marketplace/library');
    await act(async () =>
      answer({ ok: true, status: 200, json: async () => ({ got: [], selling: [] }) satisfies Library }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Items you got' })).toBeInTheDocument();
  });

  it('empty lists: says so, with the way to browse and to list', async () => {
    respond(200, { got: [], selling: [] } satisfies Library);
    renderLibrary();
    await screen.findByRole('region', { name: 'Items you got' });
    const got = section('Items you got');
    expect(got).toHaveTextContent('Nothing yet. Items you get from the marketplace appear here.');
    expect(within(got).getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    const selling = section('Your listings');
    expect(selling).toHaveTextContent('You list nothing yet.');
    expect(within(selling).getByRole('link', { name: 'List an item' })).toHaveAttribute(
      'href',
      '/marketplace/sell',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists what was got as cards, and what is listed with its status and an edit link', async () => {
    respond(200, {
      got: [listing(4, 'Prompt kit'), listing(9, 'Eval suite', { curated: true, seller: null })],
      selling: [
        { ...listing(31, 'Open speech corpus', { category: 'datasets' }), status: 'draft' },
        { ...listing(32, 'Tiny llama', { category: 'models', downloads: 5 }), status: 'published' },
        { ...listing(33, 'Old plugin', { category: 'plugins' }), status: 'unpublished' },
      ],
    } satisfies Library);
    renderLibrary();
    await screen.findByRole('region', { name: 'Items you got' });

    const got = section('Items you got');
    const gotCards = within(got).getAllByRole('article');
    expect(gotCards).toHaveLength(2);
    expect(within(gotCards[0]!).getByRole('link', { name: 'Prompt kit' })).toHaveAttribute(
      'href',
      '/marketplace/4',
    );
    expect(within(gotCards[1]!).getByText('Listed by Civitas')).toBeInTheDocument();
    // What was got has no status and no edit link.
    expect(within(got).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(got).queryByText('Published')).not.toBeInTheDocument();

    const cards = within(section('Your listings')).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const expected = [
      [31, 'Open speech corpus', 'Draft'],
      [32, 'Tiny llama', 'Published'],
      [33, 'Old plugin', 'Unpublished'],
    ] as const;
    expected.forEach(([id, title, status], i) => {
      const card = cards[i]!;
      expect(within(card).getByRole('link', { name: title })).toHaveAttribute('href', `/marketplace/${id}`);
      expect(within(card).getByText(status)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
        'href',
        `/marketplace/sell?id=${id}`,
      );
    });
    expect(within(cards[1]!).getByText('Got 5 times')).toBeInTheDocument();
  });

  it('a failed load says why', async () => {
    respond(401, { error: 'unauthenticated' });
    renderLibrary();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again: what you typed is kept.',
    );
  });

  it('no connection: says so', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLibrary();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
  });
});
