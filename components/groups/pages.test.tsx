// The group page's and the search page's bodies (server components), rendered with the English
// messages: what the server sends before any island loads.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { SearchPage, ThreadPage, ThreadSummary } from '@/lib/api/contract';
import { withIntl } from '@/test/intl';
import { GroupDirectorySlot } from './group-directory-slot';
import { GroupPageView } from './group-page';
import { SearchPageView } from './search-page';
import { founding, groupOf, messages } from './testing';

type Testing = typeof import('./testing');

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { messages } = jest.requireActual<Testing>('./testing');
  return {
    getTranslations: async (namespace: 'groups') => createTranslator({ locale: 'en', messages, namespace }),
  };
});
jest.mock('./strings', () => ({
  groupActionsStrings: async () => jest.requireActual<Testing>('./testing').actionsStrings,
  directoryStrings: async () => jest.requireActual<Testing>('./testing').directoryStrings,
}));
// The island loads after the page: here only the page's own HTML matters.
jest.mock('./group-actions-lazy', () => ({ GroupActionsLazy: () => null }));
jest.mock('./group-directory-lazy', () => ({
  GroupDirectoryLazy: ({ fallback }: { fallback: ReactNode }) => fallback,
}));

const now = new Date('2026-05-10T12:00:00.000Z');

function threadOf(id: number, over: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id,
    group: { slug: 'builders', seedKey: 'builders', name: 'Builders Guild' },
    title: `Thread ${id}`,
    author: { handle: 'nova', tier: 'citizen' },
    replies: 3,
    lastActivityAt: '2026-05-10T11:55:00.000Z',
    createdAt: '2026-05-09T10:00:00.000Z',
    locked: false,
    hidden: false,
    ...over,
  };
}

async function renderServer(element: Promise<ReactElement>) {
  render(withIntl(await element, messages));
}

describe('GroupPageView', () => {
  const group = groupOf(2, { members: 1234, threads: 2 });
  const text = { name: founding.builders.title, description: founding.builders.body };

  it('shows the group, its counts and its threads, newest activity first', async () => {
    const threads: ThreadPage = {
      items: [threadOf(9, { locked: true, replies: 1 }), threadOf(8, { author: null, replies: 0 })],
      nextCursor: 'abc',
    };
    await renderServer(GroupPageView({ group, text, threads, now, locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Builders Guild' })).toBeInTheDocument();
    expect(screen.getByText('1,234 members · 2 threads')).toBeInTheDocument();
    expect(screen.getByText('Founding group')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Thread 9' });
    expect(within(first).getByRole('link', { name: 'Thread 9' })).toHaveAttribute(
      'href',
      '/community/threads/9',
    );
    expect(within(first).getByRole('link', { name: 'nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(within(first).getByText('1 reply')).toBeInTheDocument();
    expect(within(first).getByText('Locked')).toBeInTheDocument();
    const time = within(first).getByText('Last activity 5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-05-10T11:55:00.000Z');

    const second = screen.getByRole('article', { name: 'Thread 8' });
    expect(within(second).getByText('0 replies')).toBeInTheDocument();
    expect(within(second).getByText('A former member')).toBeInTheDocument();
    expect(within(second).queryByText('Locked')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Thread pages' });
    expect(within(pages).getByRole('link', { name: 'Older threads' })).toHaveAttribute(
      'href',
      '/community/groups/builders?cursor=abc#threads',
    );
    expect(within(pages).queryByRole('link', { name: 'Newest threads' })).not.toBeInTheDocument();
  });

  it('an empty group invites the first thread', async () => {
    await renderServer(
      GroupPageView({ group, text, threads: { items: [], nextCursor: null }, now, locale: 'en' }),
    );
    expect(screen.getByText('No threads yet — start the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Thread pages' })).not.toBeInTheDocument();
  });

  it("a member's group shows its own name and when it started", async () => {
    const own = groupOf(7, { slug: 'chess', seedKey: null, name: 'Chess', description: 'Openings.' });
    await renderServer(
      GroupPageView({
        group: own,
        text: { name: 'Chess', description: 'Openings.' },
        threads: { items: [], nextCursor: null },
        cursor: 'abc',
        now,
        locale: 'en',
      }),
    );
    expect(screen.getByText('Started May 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('No older threads.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newest threads' })).toHaveAttribute(
      'href',
      '/community/groups/chess',
    );
  });
});

describe('SearchPageView', () => {
  it('before a search: the labelled box and a hint what to do', async () => {
    await renderServer(SearchPageView({ q: '', results: null, founding, locale: 'en' }));
    const box = screen.getByRole('searchbox', { name: 'Search groups and posts' });
    expect(box).toHaveAttribute('maxLength', '200');
    expect(box.closest('form')).toHaveAttribute('action', '/community/search');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByText('Type a few words to search the groups and their posts.')).toBeInTheDocument();
  });

  it('lists the groups and the posts found, the matched words marked, with More results', async () => {
    const results: SearchPage = {
      items: [
        { kind: 'group', group: groupOf(2), rank: 1 },
        {
          kind: 'post',
          thread: { id: 9, title: 'Which SDK?', group: { slug: 'builders', seedKey: 'builders', name: 'x' } },
          postId: 31,
          opening: false,
          author: null,
          snippet: 'try the <b>[[python]]</b> one',
          createdAt: '2026-05-03T09:00:00.000Z',
          rank: 0.5,
        },
      ],
      nextCursor: '20',
    };
    await renderServer(SearchPageView({ q: 'python', results, founding, locale: 'en' }));
    expect(screen.getByRole('searchbox')).toHaveValue('python');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “python”' })).toBeInTheDocument();

    const groups = screen.getByRole('region', { name: 'Groups' });
    expect(within(groups).getByRole('link', { name: 'Builders Guild' })).toHaveAttribute(
      'href',
      '/community/groups/builders',
    );
    expect(within(groups).getByText('20 members · 2 threads')).toBeInTheDocument();

    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: 'Which SDK?' })).toHaveAttribute(
      'href',
      '/community/threads/9#post-31',
    );
    expect(within(posts).getByRole('link', { name: 'Builders Guild' })).toBeInTheDocument();
    expect(within(posts).getByText('A former member')).toBeInTheDocument();
    expect(within(posts).getByText('May 3, 2026').tagName).toBe('TIME');
    const mark = posts.querySelector('mark');
    expect(mark).toHaveTextContent('python');
    expect(posts.querySelector('b')).toBeNull();
    expect(within(posts).getByText(/try the <b>/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'More results' })).toHaveAttribute(
      'href',
      '/community/search?q=python&cursor=20',
    );
  });

  it('nothing found: says so', async () => {
    await renderServer(
      SearchPageView({ q: 'zzz', results: { items: [], nextCursor: null }, founding, locale: 'en' }),
    );
    expect(screen.getByText('Nothing matches “zzz”. Try other or fewer words.')).toBeInTheDocument();
  });
});

describe('GroupDirectorySlot', () => {
  it('renders the founding groups as links and the search box, with no numbers, from no database', async () => {
    await renderServer(GroupDirectorySlot());
    const list = screen.getByRole('list', { name: 'Discussion groups' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['AI Ethics Circle', '/community/groups/ethics'],
      ['Builders Guild', '/community/groups/builders'],
      ['Creators Collective', '/community/groups/creators'],
      ['HealthVerse Forum', '/community/groups/health'],
      ['Newcomers Hub', '/community/groups/newcomers'],
      ['Translators Network', '/community/groups/translators'],
    ]);
    expect(list).not.toHaveTextContent(/\d/);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    const box = screen.getByRole('searchbox', { name: 'Search groups and posts' });
    expect(box.closest('form')).toHaveAttribute('action', '/community/search');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});
