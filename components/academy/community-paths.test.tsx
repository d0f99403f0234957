import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityPathCard } from '@/lib/academy/community-paths';
import academyMessages from '@/messages/en/academy.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { CommunityPaths, type CommunityPathsStrings } from './community-paths';

// The texts as components/pages/academy.tsx builds them on the server.
const messages = appMessages({ academy: academyMessages });
const academy = messages.academy as unknown as typeof academyMessages;
const strings: CommunityPathsStrings = {
  community: academy.community,
  levels: academy.levels,
  topics: academy.topics,
  minutes: academy.minutes,
  lessons: academy.paths.lessons,
};

const card = (id: number, title: string, over: Partial<CommunityPathCard> = {}): CommunityPathCard => ({
  id,
  href: `/academy/community/${id}`,
  title,
  summary: `What ${title} teaches.`,
  level: 'beginner',
  topic: 'ai',
  locale: 'en',
  courses: 1,
  lessons: 3,
  minutes: 20,
  author: { handle: 'kai', tier: 'citizen' },
  publishedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;
const paths = () => fetchMock.mock.calls.map(([path]) => path as string);
const onReady = jest.fn();

function renderList() {
  render(withIntl(<CommunityPaths locale="en" strings={strings} onReady={onReady} />, messages));
  return userEvent.setup();
}

beforeEach(() => {
  mockFetch.install();
  onReady.mockClear();
});

describe('CommunityPaths', () => {
  it('says it is loading while GET /api/academy/paths answers, then is ready', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent(academy.community.loading);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/academy/paths');
    expect(init.method).toBe('GET');
    expect(onReady).not.toHaveBeenCalled();
    await act(async () =>
      answer({
        ok: true,
        status: 200,
        json: async () => ({ items: [card(7, 'Prompt craft')], nextCursor: null }),
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Prompt craft' })).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('shows each published path as a card: link, summary, level, topic, length and author', async () => {
    respond(200, {
      items: [
        card(7, 'Prompt craft', { level: 'intermediate', topic: 'prompting', minutes: 45, lessons: 4 }),
        card(3, 'Voting with care', {
          level: 'advanced',
          topic: 'governance',
          lessons: 1,
          minutes: 5,
          locale: 'fr',
          author: null,
        }),
      ],
      nextCursor: null,
    });
    renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = screen.getByRole('article', { name: 'Prompt craft' });
    expect(within(first).getByRole('link', { name: 'Prompt craft' })).toHaveAttribute(
      'href',
      '/academy/community/7',
    );
    expect(within(first).getByText('What Prompt craft teaches.')).toBeInTheDocument();
    expect(within(first).getByText(academy.levels.intermediate)).toBeInTheDocument();
    expect(within(first).getByText(academy.topics.prompting)).toBeInTheDocument();
    expect(first).toHaveTextContent('45 min');
    expect(first).toHaveTextContent('4 lessons');
    expect(within(first).getByRole('link', { name: 'by @kai' })).toHaveAttribute('href', '/citizens/kai');
    expect(first).toHaveAttribute('lang', 'en');

    const second = screen.getByRole('article', { name: 'Voting with care' });
    expect(within(second).getByText(academy.levels.advanced)).toBeInTheDocument();
    expect(within(second).getByText(academy.topics.governance)).toBeInTheDocument();
    expect(second).toHaveTextContent('5 min');
    expect(second).toHaveTextContent('1 lesson');
    expect(second).not.toHaveTextContent('1 lessons');
    // Written in French: read out as French.
    expect(second).toHaveAttribute('lang', 'fr');
    // An author who left: no byline.
    expect(within(second).queryByText(/^by @/)).not.toBeInTheDocument();
    expect(within(second).getAllByRole('link')).toHaveLength(1);

    // One page only: nothing more to show.
    expect(screen.queryByRole('button', { name: academy.community.more })).not.toBeInTheDocument();
  });

  it('none published yet: says so, without cards or a button', async () => {
    respond(200, { items: [], nextCursor: null });
    renderList();
    expect(await screen.findByText(academy.community.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so with "Try again", which asks again and then shows the paths', async () => {
    respond(500, { error: 'server_error' });
    const u = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(academy.community.loadError);
    // The page stops waiting for the island even when it failed.
    expect(onReady).toHaveBeenCalledTimes(1);

    respond(200, { items: [card(7, 'Prompt craft')], nextCursor: null });
    await u.click(within(alert).getByRole('button', { name: academy.community.retry }));
    expect(await screen.findByRole('article', { name: 'Prompt craft' })).toBeInTheDocument();
    expect(paths()).toEqual(['/api/academy/paths', '/api/academy/paths']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no connection is a failed load too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.community.loadError);
    expect(screen.getByRole('button', { name: academy.community.retry })).toBeInTheDocument();
  });

  it('"Show more paths" asks for the next page by its cursor and adds it, until there is none', async () => {
    const cursor = '2026-05-01T10:00:00.000Z_7';
    respond(200, { items: [card(9, 'First'), card(8, 'Second')], nextCursor: cursor });
    const u = renderList();
    await screen.findByRole('article', { name: 'First' });

    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.click(screen.getByRole('button', { name: academy.community.more }));
    expect(paths()[1]).toBe(`/api/academy/paths?cursor=${encodeURIComponent(cursor)}`);
    expect(paths()[1]).toBe('/api/academy/paths?cursor=2026-05-01T10%3A00%3A00.000Z_7');
    // Pressed once is enough: the button waits for the answer.
    expect(screen.getByRole('button', { name: academy.community.more })).toBeDisabled();

    await act(async () =>
      answer({ ok: true, status: 200, json: async () => ({ items: [card(5, 'Third')], nextCursor: null }) }),
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'community-path-9',
      'community-path-8',
      'community-path-5',
    ]);
    expect(screen.getByRole('article', { name: 'Third' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: academy.community.more })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a next page that fails says so under the cards, keeps them, and can be asked again', async () => {
    respond(200, { items: [card(9, 'First')], nextCursor: 'c1' });
    const u = renderList();
    await screen.findByRole('article', { name: 'First' });

    respond(503, { error: 'server_error' });
    await u.click(screen.getByRole('button', { name: academy.community.more }));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.community.loadError);
    expect(screen.getByRole('article', { name: 'First' })).toBeInTheDocument();
    // The whole-list retry is not offered: the first page is there.
    expect(screen.queryByRole('button', { name: academy.community.retry })).not.toBeInTheDocument();

    respond(200, { items: [card(4, 'Second')], nextCursor: null });
    await u.click(screen.getByRole('button', { name: academy.community.more }));
    expect(await screen.findByRole('article', { name: 'Second' })).toBeInTheDocument();
    expect(paths()).toEqual([
      '/api/academy/paths',
      '/api/academy/paths?cursor=c1',
      '/api/academy/paths?cursor=c1',
    ]);
  });

  it('a next page that succeeds after a failed one takes the error away', async () => {
    respond(200, { items: [card(9, 'First')], nextCursor: 'c1' });
    const u = renderList();
    await screen.findByRole('article', { name: 'First' });
    respond(503, { error: 'server_error' });
    await u.click(screen.getByRole('button', { name: academy.community.more }));
    await screen.findByRole('alert');
    respond(200, { items: [card(4, 'Second')], nextCursor: null });
    await u.click(screen.getByRole('button', { name: academy.community.more }));
    await screen.findByRole('article', { name: 'Second' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
