import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionUser } from '@/components/account/session-store';
import type { SessionUser } from '@/lib/api/contract';
import type { CreationView, GalleryPage } from '@/lib/studio/service';
import creatorHubMessages from '@/messages/en/creatorHub.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { Gallery, type GalleryStrings } from './gallery';
import { GALLERY_CHANGED } from './gallery-events';

// The texts as components/pages/creator-hub.tsx hands them to the island.
const messages = appMessages({ creatorHub: creatorHubMessages });
const s = (messages.creatorHub as unknown as typeof creatorHubMessages).gallery as GalleryStrings;

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

const PUBLIC = '/api/studio/creations?view=public';
const MINE = '/api/studio/creations?view=mine';

const item = (id: number, prompt: string, over: Partial<CreationView> = {}): CreationView => ({
  id,
  kind: 'image',
  prompt,
  style: 'digitalArt',
  shape: 'square',
  quality: 'standard',
  seed: 42,
  width: 1024,
  height: 1024,
  engine: 'sketch',
  model: null,
  status: 'done',
  progress: 100,
  error: null,
  mime: 'image/webp',
  size: 12_345,
  saved: true,
  published: true,
  publishedAt: '2026-05-01T12:01:00.000Z',
  hidden: false,
  mine: false,
  author: { handle: 'ana', tier: 'citizen' },
  createdAt: '2026-05-01T12:00:00.000Z',
  finishedAt: '2026-05-01T12:00:05.000Z',
  file: `/api/studio/creations/${id}/file`,
  thumb: `/api/studio/creations/${id}/thumb`,
  ...over,
});
const page = (items: CreationView[], nextCursor: string | null = null): GalleryPage => ({
  items,
  nextCursor,
});

const mockFetch = createFetchMock();
const { fn: fetchMock } = mockFetch;
type Answer = { status: number; body: unknown } | 'offline' | Promise<{ status: number; body: unknown }>;
/** Answers by address: each request takes the next answer queued for its path. */
let answers: Map<string, Answer[]>;
function serve(path: string, ...queue: Answer[]) {
  answers.set(path, [...(answers.get(path) ?? []), ...queue]);
}
const ok = (body: unknown) => ({ status: 200, body });
const paths = () => fetchMock.mock.calls.map(([path]) => path as string);
const methods = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit).method);

const onReady = jest.fn();
function renderGallery() {
  const u = userEvent.setup();
  render(withIntl(<Gallery locale="en" strings={s} onReady={onReady} />, messages));
  return u;
}
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  mockFetch.install();
  answers = new Map();
  fetchMock.mockImplementation(async (path: string) => {
    const next = answers.get(path)?.shift();
    if (!next) throw new Error(`No answer queued for ${path}`);
    if (next === 'offline') throw new TypeError('Failed to fetch');
    const { status, body } = await next;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
  act(() => setSessionUser(null));
  onReady.mockClear();
});

describe('Gallery: a visitor', () => {
  it('sees only the community’s creations: one GET, loading said meanwhile, onReady once loaded', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve(PUBLIC, new Promise((resolve) => (answer = resolve)));
    renderGallery();
    expect(screen.getByRole('heading', { name: s.community })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: s.mine })).not.toBeInTheDocument();
    expect(within(region(s.community)).getByRole('status')).toHaveTextContent(s.loading);
    expect(paths()).toEqual([PUBLIC]);
    expect(methods()).toEqual(['GET']);
    expect(onReady).not.toHaveBeenCalled();

    await act(async () => answer(ok(page([item(1, 'A red fox in the snow')]))));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open A red fox in the snow' })).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('each creation links to its page, with its thumbnail, kind and author', async () => {
    serve(
      PUBLIC,
      ok(
        page([
          item(1, 'A red fox in the snow'),
          item(2, 'Waves on black rock', { kind: 'video', author: null, thumb: null }),
        ]),
      ),
    );
    renderGallery();
    const links = await within(region(s.community)).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Open A red fox in the snow');
    expect(links[0]).toHaveAttribute('href', '/creations/1');
    expect(links[0]).toHaveTextContent('A red fox in the snow');
    expect(links[0]).toHaveTextContent(s.imageLabel);
    expect(links[0]).toHaveTextContent('by @ana');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/api/studio/creations/1/thumb');
    // The thumbnail is decoration: the link is named by the prompt.
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', '');

    expect(links[1]).toHaveAttribute('href', '/creations/2');
    expect(links[1]).toHaveTextContent(s.videoLabel);
    expect(links[1]).not.toHaveTextContent('by @');
    expect(links[1]!.querySelector('img')).toBeNull();
    // No Public/Private badge in the community's list.
    expect(links[0]).not.toHaveTextContent(s.public);
    expect(screen.queryByRole('button', { name: s.more })).not.toBeInTheDocument();
  });

  it('a long prompt is cut to 80 characters with an ellipsis, in the text and the name', async () => {
    const long = `${'word '.repeat(30)}end`;
    serve(PUBLIC, ok(page([item(1, long)])));
    renderGallery();
    const title = `${long.slice(0, 79)}…`;
    expect(title).toHaveLength(80);
    const link = await screen.findByRole('link', { name: `Open ${title}` });
    expect(link).toHaveTextContent(title);
    expect(link).not.toHaveTextContent('end');
  });

  it('a prompt of exactly 80 characters is kept whole', async () => {
    const exact = 'x'.repeat(80);
    serve(PUBLIC, ok(page([item(1, exact)])));
    renderGallery();
    expect(await screen.findByRole('link', { name: `Open ${exact}` })).toBeInTheDocument();
  });

  it('nothing published yet: says so', async () => {
    serve(PUBLIC, ok(page([])));
    renderGallery();
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a failed load is said, with Try again, which asks again', async () => {
    serve(PUBLIC, { status: 500, body: { error: 'server_error' } });
    const u = renderGallery();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(s.loadError);
    // The island is ready even when the list failed: the placeholder must not stay.
    expect(onReady).toHaveBeenCalledTimes(1);

    serve(PUBLIC, ok(page([item(1, 'A red fox in the snow')])));
    await u.click(within(alert).getByRole('button', { name: s.retry }));
    expect(await screen.findByRole('link', { name: 'Open A red fox in the snow' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(paths()).toEqual([PUBLIC, PUBLIC]);
  });

  it('offline is a failed load too', async () => {
    serve(PUBLIC, 'offline');
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent(s.loadError);
    expect(screen.getByRole('button', { name: s.retry })).toBeInTheDocument();
  });

  it('Show more reads the next page by its cursor and adds it; it goes when there is no more', async () => {
    const cursor = '2026-05-01T12:00:00.000Z|7';
    serve(PUBLIC, ok(page([item(9, 'Ninth'), item(8, 'Eighth')], cursor)));
    const u = renderGallery();
    const more = await screen.findByRole('button', { name: s.more });

    const next = `${PUBLIC}&cursor=${encodeURIComponent(cursor)}`;
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve(next, new Promise((resolve) => (answer = resolve)));
    await u.click(more);
    expect(more).toBeDisabled();
    expect(paths()).toEqual([PUBLIC, next]);
    expect(next).toBe('/api/studio/creations?view=public&cursor=2026-05-01T12%3A00%3A00.000Z%7C7');

    await act(async () => answer(ok(page([item(7, 'Seventh')]))));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/creations/9',
      '/creations/8',
      '/creations/7',
    ]);
    expect(screen.queryByRole('button', { name: s.more })).not.toBeInTheDocument();
  });

  it('a failed Show more keeps what is shown and may be pressed again', async () => {
    serve(PUBLIC, ok(page([item(9, 'Ninth')], 'c1')));
    const u = renderGallery();
    const more = await screen.findByRole('button', { name: s.more });
    serve(`${PUBLIC}&cursor=c1`, { status: 500, body: { error: 'server_error' } });
    await u.click(more);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: s.more })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Open Ninth' })).toBeInTheDocument();

    serve(`${PUBLIC}&cursor=c1`, ok(page([item(8, 'Eighth')])));
    await u.click(screen.getByRole('button', { name: s.more }));
    expect(await screen.findByRole('link', { name: 'Open Eighth' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('reads the list again when the studio says something changed', async () => {
    serve(PUBLIC, ok(page([item(1, 'First')])));
    renderGallery();
    await screen.findByRole('link', { name: 'Open First' });
    serve(PUBLIC, ok(page([item(2, 'Just shared'), item(1, 'First')])));
    act(() => {
      window.dispatchEvent(new Event(GALLERY_CHANGED));
    });
    expect(await screen.findByRole('link', { name: 'Open Just shared' })).toBeInTheDocument();
    expect(paths()).toEqual([PUBLIC, PUBLIC]);
  });

  it('stops listening once gone', async () => {
    serve(PUBLIC, ok(page([])));
    const { unmount } = render(withIntl(<Gallery locale="en" strings={s} />, messages));
    await screen.findByText(s.empty);
    unmount();
    act(() => {
      window.dispatchEvent(new Event(GALLERY_CHANGED));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('Gallery: a member', () => {
  beforeEach(() => act(() => setSessionUser(member)));

  it('sees “Your creations” first (?view=mine), then the community’s', async () => {
    serve(MINE, ok(page([item(3, 'My lighthouse', { mine: true, published: false, publishedAt: null })])));
    serve(PUBLIC, ok(page([item(1, 'A red fox in the snow')])));
    renderGallery();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([s.mine, s.community]);
    await within(region(s.mine)).findByRole('link');
    await within(region(s.community)).findByRole('link');
    expect([...paths()].sort()).toEqual([MINE, PUBLIC].sort());
    expect(within(region(s.community)).queryByRole('link', { name: 'Open My lighthouse' })).toBeNull();
  });

  it('one’s own: a private one opens its file, a public one its page; each says which it is', async () => {
    serve(
      MINE,
      ok(
        page([
          item(3, 'My lighthouse', {
            mine: true,
            published: false,
            publishedAt: null,
            author: { handle: 'kai', tier: 'citizen' },
            file: '/api/studio/creations/3/file',
          }),
          item(4, 'My fox', { mine: true, author: { handle: 'kai', tier: 'citizen' } }),
        ]),
      ),
    );
    serve(PUBLIC, ok(page([])));
    renderGallery();
    const mine = region(s.mine);
    const privateOne = await within(mine).findByRole('link', { name: 'Open My lighthouse' });
    expect(privateOne).toHaveAttribute('href', '/api/studio/creations/3/file');
    expect(privateOne).toHaveTextContent(s.private);
    expect(privateOne).not.toHaveTextContent(s.public);
    // Not the author line in one's own list.
    expect(privateOne).not.toHaveTextContent('by @kai');
    const publicOne = within(mine).getByRole('link', { name: 'Open My fox' });
    expect(publicOne).toHaveAttribute('href', '/creations/4');
    expect(publicOne).toHaveTextContent(s.public);
  });

  it('nothing saved yet: says so, apart from the community’s empty text', async () => {
    serve(MINE, ok(page([])));
    serve(PUBLIC, ok(page([item(1, 'A red fox in the snow')])));
    renderGallery();
    expect(await within(region(s.mine)).findByText(s.mineEmpty)).toBeInTheDocument();
    expect(within(region(s.community)).queryByText(s.empty)).not.toBeInTheDocument();
    expect(screen.queryByText(s.empty)).not.toBeInTheDocument();
  });

  it('one list failing leaves the other', async () => {
    serve(MINE, { status: 401, body: { error: 'unauthenticated' } });
    serve(PUBLIC, ok(page([item(1, 'A red fox in the snow')])));
    renderGallery();
    expect(await within(region(s.mine)).findByRole('alert')).toHaveTextContent(s.loadError);
    expect(await within(region(s.community)).findByRole('link')).toHaveAccessibleName(
      'Open A red fox in the snow',
    );
    expect(within(region(s.community)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('both lists read again when the studio saves or shares', async () => {
    serve(MINE, ok(page([])));
    serve(PUBLIC, ok(page([])));
    renderGallery();
    await within(region(s.mine)).findByText(s.mineEmpty);
    await within(region(s.community)).findByText(s.empty);
    serve(MINE, ok(page([item(3, 'Saved one', { mine: true })])));
    serve(PUBLIC, ok(page([item(3, 'Saved one', { mine: true })])));
    act(() => {
      window.dispatchEvent(new Event(GALLERY_CHANGED));
    });
    expect(await within(region(s.mine)).findByRole('link', { name: 'Open Saved one' })).toBeInTheDocument();
    expect(
      await within(region(s.community)).findByRole('link', { name: 'Open Saved one' }),
    ).toBeInTheDocument();
    expect(paths().filter((p) => p === MINE)).toHaveLength(2);
    expect(paths().filter((p) => p === PUBLIC)).toHaveLength(2);
  });

  it('Show more of one’s own list pages ?view=mine', async () => {
    serve(MINE, ok(page([item(3, 'Third', { mine: true })], 'c3')));
    serve(PUBLIC, ok(page([])));
    const u = renderGallery();
    const more = await within(region(s.mine)).findByRole('button', { name: s.more });
    serve(`${MINE}&cursor=c3`, ok(page([item(2, 'Second', { mine: true })])));
    await u.click(more);
    expect(await within(region(s.mine)).findByRole('link', { name: 'Open Second' })).toBeInTheDocument();
    expect(paths()).toContain(`${MINE}&cursor=c3`);
  });

  it('signing out takes “Your creations” away', async () => {
    serve(MINE, ok(page([])));
    serve(PUBLIC, ok(page([])));
    renderGallery();
    await screen.findByText(s.mineEmpty);
    act(() => setSessionUser(null));
    expect(screen.queryByRole('heading', { name: s.mine })).not.toBeInTheDocument();
    expect(screen.queryByText(s.mineEmpty)).not.toBeInTheDocument();
    expect(screen.getByText(s.empty)).toBeInTheDocument();
  });
});
