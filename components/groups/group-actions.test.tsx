import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { GroupActions } from './group-actions';
import { actionsStrings, groupOf, me, messages, requests, serve, user } from './testing';

jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const mockFetch = createFetchMock();
const { fn: fetchMock } = mockFetch;

function renderActions() {
  render(
    withIntl(
      <GroupActions groupId={2} slug="builders" name="Builders Guild" strings={actionsStrings} />,
      messages,
    ),
  );
  return userEvent.setup();
}

const groups = (joined: number[]) =>
  [200, { items: [groupOf(2)], nextCursor: null, joined }] as [number, unknown];

beforeEach(() => {
  mockFetch.install();
  jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  refresh.mockClear();
});

describe('GroupActions', () => {
  it('says it is checking until it knows who reads', () => {
    jest.mocked(useSession).mockReturnValue({ status: 'loading' });
    renderActions();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your membership…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a visitor: Sign in to join opens the join dialog; nothing else', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
    const u = renderActions();
    await u.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('button', { name: 'New thread' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a member who is not a citizen: Become a citizen to join', async () => {
    serve(fetchMock, { 'GET /api/citizens/me': [200, me(null)] });
    renderActions();
    expect(await screen.findByRole('link', { name: 'Become a citizen to join' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
  });

  it('a citizen joins (the page is read again), then may start a thread, then leaves', async () => {
    serve(fetchMock, {
      'GET /api/citizens/me': [200, me('citizen')],
      'GET /api/community/groups': groups([]),
      'POST /api/community/groups/builders/membership': [200, { joined: true, members: 21 }],
      'DELETE /api/community/groups/builders/membership': [200, { joined: false, members: 20 }],
    });
    const u = renderActions();
    const join = await screen.findByRole('button', { name: 'Join Builders Guild' });
    expect(screen.getByText('Join the group to start a thread.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New thread' })).not.toBeInTheDocument();

    await u.click(join);
    expect(await screen.findByRole('button', { name: 'Leave Builders Guild' })).toHaveFocus();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: 'You joined Builders Guild' });

    const newThread = screen.getByRole('button', { name: 'New thread' });
    await u.click(newThread);
    const dialog = await screen.findByRole('dialog', { name: 'Start a thread' });
    await u.type(within(dialog).getByLabelText('Title'), 'Kept title');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(newThread).toHaveFocus();
    await u.click(newThread);
    expect(await screen.findByLabelText('Title')).toHaveValue('Kept title');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Leave Builders Guild' }));
    expect(await screen.findByRole('button', { name: 'Join Builders Guild' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(requests(fetchMock)).toEqual(
      expect.arrayContaining([
        'POST /api/community/groups/builders/membership',
        'DELETE /api/community/groups/builders/membership',
      ]),
    );
  });

  it('a member of the group sees Leave and New thread at once', async () => {
    serve(fetchMock, {
      'GET /api/citizens/me': [200, me('citizen')],
      'GET /api/community/groups': groups([2]),
    });
    renderActions();
    expect(await screen.findByRole('button', { name: 'Leave Builders Guild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New thread' })).toBeInTheDocument();
  });

  it('a join refused because the session ended offers Sign in', async () => {
    serve(fetchMock, {
      'GET /api/citizens/me': [200, me('citizen')],
      'GET /api/community/groups': groups([]),
      'POST /api/community/groups/builders/membership': [401, { error: 'unauthenticated' }],
    });
    const u = renderActions();
    await u.click(await screen.findByRole('button', { name: 'Join Builders Guild' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in to take part.');
    await u.click(within(alert).getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(refresh).not.toHaveBeenCalled();
  });
});
