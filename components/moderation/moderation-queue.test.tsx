import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession, type SessionState } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { formatDateTime } from '@/components/governance/format';
import type { ModerationItem, ModerationQueue as Queue, SessionUser } from '@/lib/api/contract';
import moderationMessages from '@/messages/en/moderation.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { ModerationLink } from './moderation-link';
import { ModerationQueue } from './moderation-queue';
import type { QueueStrings } from './shared';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

const messages = appMessages({ moderation: moderationMessages });
const strings = (messages.moderation as typeof moderationMessages).queue satisfies QueueStrings;

const moderator: SessionUser = {
  id: 'm1',
  sessionId: 's1',
  name: 'Mira',
  username: 'mira',
  email: 'mira@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

/** A hidden reply (three flags), a flagged proposal, and a visible reply in another thread. */
const hiddenPost: ModerationItem = {
  targetType: 'post',
  targetId: 41,
  title: 'Which license for the academy videos?',
  href: '/community/threads/9#post-41',
  author: { handle: 'nova', tier: 'citizen' },
  body: 'Buy cheap followers at <b>spam.example</b>\nSecond line',
  hidden: true,
  locked: false,
  threadId: 9,
  flags: [
    { reason: 'spam', message: null, by: 'kai', createdAt: '2026-05-03T14:00:00.000Z' },
    {
      reason: 'other',
      message: 'Same link in five threads',
      by: 'lena',
      createdAt: '2026-05-03T15:00:00.000Z',
    },
    { reason: 'off_topic', message: null, by: null, createdAt: '2026-05-03T16:00:00.000Z' },
  ],
  createdAt: '2026-05-03T13:00:00.000Z',
};

const proposal: ModerationItem = {
  targetType: 'proposal',
  targetId: 7,
  title: 'Open the treasury books',
  href: '/society/proposals/7',
  author: null,
  body: 'Publish every expense.',
  hidden: false,
  locked: false,
  threadId: null,
  flags: [{ reason: 'inappropriate', message: null, by: 'kai', createdAt: '2026-05-04T09:30:00.000Z' }],
  createdAt: '2026-05-01T10:00:00.000Z',
};

const visiblePost: ModerationItem = {
  ...hiddenPost,
  targetId: 52,
  title: 'Translators: the glossary',
  href: '/community/threads/12#post-52',
  author: { handle: 'tam', tier: 'resident' },
  body: 'Off we go',
  hidden: false,
  threadId: 12,
  flags: [{ reason: 'off_topic', message: null, by: 'kai', createdAt: '2026-05-05T09:00:00.000Z' }],
};

const queue: Queue = { items: [hiddenPost, proposal, visiblePost] };

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderQueue() {
  const view = render(withIntl(<ModerationQueue strings={strings} locale="en" />, messages));
  return { ...view, u: userEvent.setup() };
}

const article = (name: string) => screen.getByRole('article', { name });

async function loaded(items: ModerationItem[] = queue.items) {
  respond(200, { items } satisfies Queue);
  const view = renderQueue();
  await screen.findByRole('heading', { level: 2, name: /to review$/ });
  return view;
}

beforeEach(() => {
  mockFetch.install();
  mockSession = { status: 'ready', user: moderator };
  jest.mocked(notify).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(openJoinDialog).mockClear();
});

describe('ModerationQueue: the items', () => {
  it('loads GET /api/moderation/queue, saying so meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderQueue();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the queue…');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/moderation/queue');
    await act(async () => finish({ ok: true, status: 200, json: async () => queue }));
    expect(screen.getByRole('heading', { level: 2, name: '3 items to review' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows each item: type, title link, author, plain text, hidden, and the flags', async () => {
    await loaded();
    const post = article(hiddenPost.title);
    expect(within(post).getByText('Post')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: hiddenPost.title })).toHaveAttribute(
      'href',
      '/community/threads/9#post-41',
    );
    expect(within(post).getByRole('link', { name: 'nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(within(post).getByText('Hidden pending review')).toBeInTheDocument();
    // The text is shown as written: markup stays text, never HTML.
    const text = within(post).getByRole('group', { name: 'Text of the item' });
    expect(text).toHaveTextContent('Buy cheap followers at <b>spam.example</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveClass('whitespace-pre-wrap');

    expect(within(post).getByRole('heading', { name: '3 flags' })).toBeInTheDocument();
    const flags = within(post).getAllByRole('listitem');
    expect(flags).toHaveLength(3);
    expect(flags[0]).toHaveTextContent('Spam');
    expect(flags[0]).toHaveTextContent(`kai, ${formatDateTime('2026-05-03T14:00:00.000Z', 'en')}`);
    expect(within(flags[0]!).getByRole('link', { name: 'kai' })).toHaveAttribute('href', '/citizens/kai');
    expect(flags[1]).toHaveTextContent('Something else');
    expect(flags[1]).toHaveTextContent('Same link in five threads');
    expect(flags[2]).toHaveTextContent('Off-topic');
    expect(flags[2]).toHaveTextContent(
      `A former member, ${formatDateTime('2026-05-03T16:00:00.000Z', 'en')}`,
    );

    const prop = article(proposal.title);
    expect(within(prop).getByText('Proposal')).toBeInTheDocument();
    expect(within(prop).getByRole('link', { name: proposal.title })).toHaveAttribute(
      'href',
      '/society/proposals/7',
    );
    expect(within(prop).getByText(/^By a former member/)).toBeInTheDocument();
    expect(within(prop).queryByText('Hidden pending review')).not.toBeInTheDocument();
    expect(within(prop).getByText('Inappropriate')).toBeInTheDocument();
    // No author to silence, no thread to lock.
    expect(within(prop).queryByRole('button', { name: 'Silence author' })).not.toBeInTheDocument();
    expect(within(prop).queryByRole('button', { name: 'Lock thread' })).not.toBeInTheDocument();
  });

  it('a hidden item offers Restore; a visible one Dismiss flags', async () => {
    await loaded();
    const post = article(hiddenPost.title);
    expect(within(post).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Dismiss flags' })).not.toBeInTheDocument();
    const other = article(visiblePost.title);
    expect(within(other).getByRole('button', { name: 'Dismiss flags' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('empty: "Nothing to review"', async () => {
    respond(200, { items: [] });
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('ModerationQueue: the acts', () => {
  it('Restore: posts restore, the item leaves, a toast, and the focus goes to the next item', async () => {
    const { u } = await loaded();
    respond(200, { ok: true });
    await u.click(within(article(hiddenPost.title)).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: hiddenPost.title })).not.toBeInTheDocument(),
    );
    expect(sent(1)).toEqual({
      path: '/api/moderation/actions',
      method: 'POST',
      body: { action: 'restore', targetType: 'post', targetId: 41 },
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Post restored: it shows again' });
    expect(article(proposal.title)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: '2 items to review' })).toBeInTheDocument();
  });

  it('Dismiss flags: posts dismiss, the item leaves, and the focus goes to the one before when it was last', async () => {
    const { u } = await loaded();
    respond(200, { ok: true });
    await u.click(within(article(visiblePost.title)).getByRole('button', { name: 'Dismiss flags' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(sent(1).body).toEqual({ action: 'dismiss', targetType: 'post', targetId: 52 });
    expect(notify).toHaveBeenCalledWith({ title: 'Flags dismissed: it stays visible' });
    expect(article(proposal.title)).toHaveFocus();
  });

  it('Delete asks first: Cancel and Escape send nothing; Delete posts delete', async () => {
    const { u } = await loaded();
    const item = article(proposal.title);
    await u.click(within(item).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this proposal?' });
    expect(dialog).toHaveTextContent('It will show as "Removed by a moderator" for everyone.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete' })).toHaveFocus();

    await u.click(within(item).getByRole('button', { name: 'Delete' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await u.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this proposal?' });
    respond(200, { ok: true });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(1).body).toEqual({ action: 'delete', targetType: 'proposal', targetId: 7 });
    expect(notify).toHaveBeenCalledWith({ title: 'Proposal removed' });
    expect(screen.queryByRole('article', { name: proposal.title })).not.toBeInTheDocument();
    expect(article(visiblePost.title)).toHaveFocus();
  });

  it('a failed delete says why in the dialog, and the item stays', async () => {
    const { u } = await loaded();
    await u.click(within(article(hiddenPost.title)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    respond(429, { error: 'rate_limited', retryAfter: 120 });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many moderation acts. Try again in 2 minutes.',
    );
    // Behind the open dialog, the list is hidden from assistive technology: look past that.
    expect(screen.getByRole('article', { name: hiddenPost.title, hidden: true })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('Lock thread posts lock for the thread, and the item stays, marked locked; Unlock undoes it', async () => {
    const { u } = await loaded();
    const item = article(hiddenPost.title);
    respond(200, { ok: true });
    await u.click(within(item).getByRole('button', { name: 'Lock thread' }));
    const unlock = await within(item).findByRole('button', { name: 'Unlock thread' });
    expect(sent(1).body).toEqual({ action: 'lock', targetType: 'thread', targetId: 9 });
    expect(notify).toHaveBeenCalledWith({ title: 'Thread locked' });
    expect(within(item).getByText('Thread locked')).toBeInTheDocument();
    expect(unlock).toHaveFocus();
    // Another thread's post is not touched.
    expect(
      within(article(visiblePost.title)).getByRole('button', { name: 'Lock thread' }),
    ).toBeInTheDocument();

    respond(200, { ok: true });
    await u.click(unlock);
    await within(item).findByRole('button', { name: 'Lock thread' });
    expect(sent(2).body).toEqual({ action: 'unlock', targetType: 'thread', targetId: 9 });
    expect(notify).toHaveBeenLastCalledWith({ title: 'Thread unlocked' });
  });

  it('Silence author: days are checked, then posts silence with the days and the reason', async () => {
    const { u } = await loaded();
    const item = article(hiddenPost.title);
    await u.click(within(item).getByRole('button', { name: 'Silence author' }));
    const dialog = screen.getByRole('dialog', { name: 'Silence nova' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Days' });
    expect(days).toHaveAccessibleDescription('From 1 to 365 days.');

    await u.click(within(dialog).getByRole('button', { name: 'Silence' }));
    expect(days).toHaveAccessibleDescription('Enter a number of days.');
    expect(days).toHaveFocus();
    await u.type(days, '400');
    await u.click(within(dialog).getByRole('button', { name: 'Silence' }));
    expect(days).toHaveAccessibleDescription('Enter a whole number from 1 to 365.');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await u.clear(days);
    await u.type(days, '7');
    await u.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Spam run  ');
    respond(200, { ok: true });
    await u.click(within(dialog).getByRole('button', { name: 'Silence' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(1)).toEqual({
      path: '/api/moderation/actions',
      method: 'POST',
      body: { action: 'silence', targetType: 'citizen', targetId: 'nova', days: 7, reason: 'Spam run' },
    });
    expect(notify).toHaveBeenCalledWith({ title: 'nova is silenced for 7 days' });
    // What they wrote still waits for a decision.
    expect(article(hiddenPost.title)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Silence author' })).toHaveFocus();
  });

  it('Silence without a reason sends none', async () => {
    const { u } = await loaded();
    await u.click(within(article(visiblePost.title)).getByRole('button', { name: 'Silence author' }));
    const dialog = screen.getByRole('dialog', { name: 'Silence tam' });
    await u.type(within(dialog).getByRole('spinbutton', { name: 'Days' }), '1');
    respond(200, { ok: true });
    await u.click(within(dialog).getByRole('button', { name: 'Silence' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(1).body).toEqual({ action: 'silence', targetType: 'citizen', targetId: 'tam', days: 1 });
    expect(notify).toHaveBeenCalledWith({ title: 'tam is silenced for 1 day' });
  });

  it('removing the last item focuses "Nothing to review"', async () => {
    const { u } = await loaded([proposal]);
    respond(200, { ok: true });
    await u.click(screen.getByRole('button', { name: 'Dismiss flags' }));
    const empty = await screen.findByRole('heading', { name: 'Nothing to review' });
    expect(empty).toHaveFocus();
  });

  it('a failed act says why beside the item, which stays', async () => {
    const { u } = await loaded();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const item = article(visiblePost.title);
    await u.click(within(item).getByRole('button', { name: 'Dismiss flags' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'You seem to be offline. Nothing was changed.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('an item someone else dealt with meanwhile (not_found) leaves the list', async () => {
    const { u } = await loaded();
    respond(404, { error: 'not_found' });
    await u.click(within(article(visiblePost.title)).getByRole('button', { name: 'Dismiss flags' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(notify).toHaveBeenCalledWith({ title: 'That item was already dealt with' });
  });

  it('a session that ended during an act: toast, and the sign-in prompt', async () => {
    const { u } = await loaded();
    respond(401, { error: 'unauthenticated' });
    await u.click(within(article(visiblePost.title)).getByRole('button', { name: 'Dismiss flags' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to moderate' })).toBeInTheDocument();
    expect(refreshSession).toHaveBeenCalledWith(true);
    expect(notify).toHaveBeenCalledWith({
      title: 'Your session has ended. Sign in again.',
      variant: 'destructive',
    });
  });
});

describe('ModerationQueue: who may see it, and failures', () => {
  it('403: "Only moderators can see this queue", with the way back', async () => {
    respond(403, { error: 'forbidden' });
    renderQueue();
    expect(
      await screen.findByRole('heading', { name: 'Only moderators can see this queue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('401: the sign-in prompt, and Sign in opens the join dialog', async () => {
    respond(401, { error: 'unauthenticated' });
    const { u } = renderQueue();
    expect(await screen.findByRole('heading', { name: 'Sign in to moderate' })).toBeInTheDocument();
    expect(refreshSession).toHaveBeenCalledWith(true);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
  });

  it('signed out: the sign-in prompt, and no request', () => {
    mockSession = { status: 'ready', user: null };
    renderQueue();
    expect(screen.getByRole('heading', { name: 'Sign in to moderate' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed load is announced, and "Try again" loads again', async () => {
    respond(500, { error: 'server_error' });
    const { u } = renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('The queue could not be loaded.');
    respond(200, queue);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 items to review' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no network: says to check the connection', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});

describe('ModerationLink (the dashboard)', () => {
  it('shows for moderators and administrators only', () => {
    const { rerender } = render(
      withIntl(<ModerationLink role="moderator" label="Moderation queue" />, messages),
    );
    expect(screen.getByRole('link', { name: 'Moderation queue' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
    rerender(withIntl(<ModerationLink role="admin" label="Moderation queue" />, messages));
    expect(screen.getByRole('link', { name: 'Moderation queue' })).toBeInTheDocument();
    rerender(withIntl(<ModerationLink role="citizen" label="Moderation queue" />, messages));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
