import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { GroupPage } from '@/lib/api/contract';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { GroupDirectory } from './group-directory';
import { GroupDirectoryLazy } from './group-directory-lazy';
import { directoryStrings, groupOf, me, messages, requests, serve, user } from './testing';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const mockFetch = createFetchMock();
const { fn: fetchMock } = mockFetch;

const founding = [1, 2, 3, 4, 5, 6].map((id) => groupOf(id));
const members = groupOf(7, {
  slug: 'chess-club',
  seedKey: null,
  name: 'Chess Club',
  description: 'Openings.',
});

/** Two pages: the founding groups, then a member's group (the directory reads them all). */
function pages(joined: number[] = []): Record<string, [number, GroupPage]> {
  return {
    'GET /api/community/groups': [200, { items: founding, nextCursor: 'next', joined }],
    'GET /api/community/groups?cursor=next': [200, { items: [members], nextCursor: null, joined }],
  };
}

function renderDirectory() {
  render(withIntl(<GroupDirectory strings={directoryStrings} />, messages));
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

beforeEach(() => {
  mockFetch.install();
  jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  push.mockClear();
});

describe('GroupDirectory: counts', () => {
  it('shows no made-up numbers while loading, then the real counts of every page', async () => {
    serve(fetchMock, pages());
    renderDirectory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading member counts…');
    expect(screen.queryByText(/members/)).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Discussion groups' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'AI Ethics Circle',
      'Builders Guild',
      'Creators Collective',
      'HealthVerse Forum',
      'Newcomers Hub',
      'Translators Network',
    ]);

    // Founding groups show their messages, not the stored name; the counts are the server's.
    expect(await within(card('Builders Guild')).findByText('20 members · 2 threads')).toBeInTheDocument();
    expect(screen.queryByText('Stored name 2')).not.toBeInTheDocument();
    expect(within(card('AI Ethics Circle')).getByRole('link', { name: 'AI Ethics Circle' })).toHaveAttribute(
      'href',
      '/community/groups/ethics',
    );
    expect(requests(fetchMock)).toEqual([
      'GET /api/community/groups',
      'GET /api/community/groups?cursor=next',
    ]);
  });

  it("lists members' groups after the founding ones, as their members wrote them", async () => {
    serve(fetchMock, pages());
    renderDirectory();
    const heading = await screen.findByRole('heading', { name: 'Groups started by members' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Chess Club' })).toHaveAttribute(
      'href',
      '/community/groups/chess-club',
    );
    expect(within(section).getByText('Openings.')).toBeInTheDocument();
    expect(within(section).getByText('70 members · 7 threads')).toBeInTheDocument();
  });

  it('a failed load says so, and Try again reads them again', async () => {
    serve(fetchMock, { 'GET /api/community/groups': [500, { error: 'server_error' }] });
    const u = renderDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('The member counts could not be loaded.');
    serve(fetchMock, pages());
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('10 members · 1 thread')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('GroupDirectory: who may join', () => {
  it('a visitor is asked to sign in, once, and gets no Join buttons', async () => {
    serve(fetchMock, pages());
    const u = renderDirectory();
    await screen.findByText('10 members · 1 thread');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('button', { name: 'Create a group' })).not.toBeInTheDocument();
  });

  it('a member who is not a citizen is shown the way to citizenship', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
    serve(fetchMock, { ...pages(), 'GET /api/citizens/me': [200, me(null)] });
    renderDirectory();
    expect(await screen.findByRole('link', { name: 'Become a citizen to join' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('a citizen sees what they joined, and joins and leaves, the counts following the server', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
    serve(fetchMock, {
      ...pages([2]),
      'GET /api/citizens/me': [200, me('citizen')],
      'POST /api/community/groups/ethics/membership': [200, { joined: true, members: 11 }],
      'DELETE /api/community/groups/builders/membership': [200, { joined: false, members: 19 }],
    });
    const u = renderDirectory();

    const builders = card('Builders Guild');
    expect(await within(builders).findByRole('button', { name: 'Leave Builders Guild' })).toBeInTheDocument();
    expect(within(builders).getByText('Joined')).toBeInTheDocument();

    const ethics = card('AI Ethics Circle');
    const join = within(ethics).getByRole('button', { name: 'Join AI Ethics Circle' });
    await u.click(join);
    expect(await within(ethics).findByText('11 members · 1 thread')).toBeInTheDocument();
    expect(within(ethics).getByRole('button', { name: 'Leave AI Ethics Circle' })).toHaveFocus();
    expect(notify).toHaveBeenCalledWith({ title: 'You joined AI Ethics Circle' });

    await u.click(within(builders).getByRole('button', { name: 'Leave Builders Guild' }));
    expect(await within(builders).findByRole('button', { name: 'Join Builders Guild' })).toBeInTheDocument();
    expect(within(builders).getByText('19 members · 2 threads')).toBeInTheDocument();
    expect(within(builders).queryByText('Joined')).not.toBeInTheDocument();
    expect(requests(fetchMock)).toContain('POST /api/community/groups/ethics/membership');
    expect(requests(fetchMock)).toContain('DELETE /api/community/groups/builders/membership');
  });

  it('a refused join says why, with the way forward, and the time to wait', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
    serve(fetchMock, {
      ...pages(),
      'GET /api/citizens/me': [200, me('citizen')],
      'POST /api/community/groups/ethics/membership': [403, { error: 'not_citizen' }],
      'POST /api/community/groups/health/membership': [429, { error: 'rate_limited', retryAfter: 30 }],
      'POST /api/community/groups/creators/membership': 'offline',
      'POST /api/community/groups/newcomers/membership': [
        403,
        { error: 'silenced', until: '2026-06-01T14:00:00.000Z' },
      ],
    });
    const u = renderDirectory();

    const ethics = card('AI Ethics Circle');
    await u.click(await within(ethics).findByRole('button', { name: 'Join AI Ethics Circle' }));
    const alert = await within(ethics).findByRole('alert');
    expect(alert).toHaveTextContent('Only citizens take part in groups.');
    expect(within(alert).getByRole('link', { name: 'Become a citizen' })).toBeInTheDocument();

    const health = card('HealthVerse Forum');
    await u.click(within(health).getByRole('button', { name: 'Join HealthVerse Forum' }));
    expect(await within(health).findByRole('alert')).toHaveTextContent(
      'You are going a little fast. Try again in 30 seconds.',
    );

    const creators = card('Creators Collective');
    await u.click(within(creators).getByRole('button', { name: 'Join Creators Collective' }));
    expect(await within(creators).findByRole('alert')).toHaveTextContent('You seem to be offline.');

    const newcomers = card('Newcomers Hub');
    await u.click(within(newcomers).getByRole('button', { name: 'Join Newcomers Hub' }));
    expect(await within(newcomers).findByRole('alert')).toHaveTextContent(
      'A moderator has paused your posting until Jun 1, 2026, 02:00 PM UTC. You can still read.',
    );
  });
});

describe('GroupDirectory: creating a group', () => {
  it('a citizen below the second tier is told which tier creates groups; no button', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
    serve(fetchMock, { ...pages(), 'GET /api/citizens/me': [200, me('resident')] });
    renderDirectory();
    expect(
      await screen.findByText('Citizens from the Citizen tier (50 points) up can create a group.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a group' })).not.toBeInTheDocument();
  });

  it('from the second tier up: Create a group opens the dialog; Escape gives focus back', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
    serve(fetchMock, { ...pages(), 'GET /api/citizens/me': [200, me('steward')] });
    const u = renderDirectory();
    const open = await screen.findByRole('button', { name: 'Create a group' });
    await u.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' });
    await u.type(within(dialog).getByLabelText('Name'), 'Chess');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    await u.click(open);
    expect(await screen.findByLabelText('Name')).toHaveValue('Chess');
  });
});

describe('GroupDirectoryLazy', () => {
  it("keeps the server's list on screen until the island is there", async () => {
    serve(fetchMock, pages());
    render(
      withIntl(<GroupDirectoryLazy strings={directoryStrings} fallback={<p>Server list</p>} />, messages),
    );
    expect(screen.getByText('Server list')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Discussion groups' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Server list')).not.toBeInTheDocument());
  });
});
