// The thread page's body (a server component), rendered with the English messages: what the server
// sends before any island loads.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PostPage, ThreadSummary } from '@/lib/api/contract';
import communityMessages from '@/messages/en/community.json';
import { appMessages, withIntl } from '@/test/intl';
import { FakeEventSource, postOf } from './test-helpers';
import { ThreadPage } from './thread-page';

type Helpers = typeof import('./test-helpers');

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { appMessages } = jest.requireActual<typeof import('@/test/intl')>('@/test/intl');
  const messages = appMessages({
    forum: jest.requireActual('@/messages/en/forum.json'),
    community: jest.requireActual('@/messages/en/community.json'),
  });
  return {
    getTranslations: async (namespace: 'forum') => createTranslator({ locale: 'en', messages, namespace }),
  };
});
jest.mock('./strings', () => ({
  threadStrings: async () => jest.requireActual<Helpers>('./test-helpers').strings,
}));
// Before the session is known, the post list shows the posts and no islands.
jest.mock('@/components/account/session-store', () => ({
  useSession: () => ({ status: 'loading' }),
  openJoinDialog: jest.fn(),
}));

const messages = appMessages({
  forum: jest.requireActual('@/messages/en/forum.json'),
  community: communityMessages,
});
const now = new Date('2026-05-10T12:00:00.000Z');

function threadOf(over: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: 5,
    group: { slug: 'builders', seedKey: 'builders', name: 'builders' },
    title: 'How do we review pull requests?',
    author: { handle: 'nova', tier: 'citizen' },
    replies: 3,
    lastActivityAt: '2026-05-10T11:55:00.000Z',
    createdAt: '2026-05-09T12:00:00.000Z',
    locked: false,
    hidden: false,
    ...over,
  };
}

const page: PostPage = { items: [postOf(1), postOf(2)], nextCursor: null };

async function renderServer(element: Promise<ReactElement>) {
  render(withIntl(await element, messages));
}

beforeEach(() => {
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});

describe('ThreadPage', () => {
  it('shows the title, the group (a founding group by its message), the author, the age and the posts', async () => {
    await renderServer(ThreadPage({ thread: threadOf(), posts: page, now, locale: 'en' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'How do we review pull requests?' }),
    ).toBeInTheDocument();
    const details = screen.getByLabelText('About this thread');
    expect(within(details).getByRole('link', { name: 'Builders Guild' })).toHaveAttribute(
      'href',
      '/community/groups/builders',
    );
    expect(screen.getByRole('link', { name: 'Back to Builders Guild' })).toHaveAttribute(
      'href',
      '/community/groups/builders',
    );
    expect(within(details).getByRole('link', { name: '@nova' })).toHaveAttribute('href', '/citizens/nova');
    const started = within(details).getByText('yesterday');
    expect(started.tagName).toBe('TIME');
    expect(started).toHaveAttribute('dateTime', '2026-05-09T12:00:00.000Z');
    expect(within(details).getByText('3 replies')).toBeInTheDocument();
    expect(document.getElementById('post-1')).toHaveTextContent('Post number 1');
    expect(document.getElementById('post-2')).toHaveTextContent('Post number 2');
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show more replies' })).not.toBeInTheDocument();
  });

  it("a members' group by its name; a locked thread says so", async () => {
    const thread = threadOf({ group: { slug: 'chess', seedKey: null, name: 'Chess club' }, locked: true });
    await renderServer(ThreadPage({ thread, posts: page, now, locale: 'en' }));
    expect(screen.getAllByRole('link', { name: 'Chess club' })[0]).toHaveAttribute(
      'href',
      '/community/groups/chess',
    );
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText('This thread is locked')).toBeInTheDocument();
  });

  it('a hidden thread: a notice instead of the title', async () => {
    await renderServer(ThreadPage({ thread: threadOf({ hidden: true }), posts: page, now, locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hidden thread' })).toBeInTheDocument();
    expect(screen.queryByText('How do we review pull requests?')).not.toBeInTheDocument();
  });

  it('pages: "Show more replies" to the next cursor, and back to the first posts from a later page', async () => {
    const more: PostPage = { items: page.items, nextCursor: 'abc=' };
    await renderServer(ThreadPage({ thread: threadOf(), posts: more, after: 'xyz', now, locale: 'en' }));
    const next = screen.getByRole('link', { name: 'Show more replies' });
    expect(next).toHaveAttribute('href', '?after=abc%3D');
    expect(next).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Back to the first posts' })).toHaveAttribute(
      'href',
      '/community/threads/5',
    );
  });
});
