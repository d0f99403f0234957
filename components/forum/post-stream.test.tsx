import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { PostView, SessionUser, ThreadMe } from '@/lib/api/contract';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { PostStream } from './post-stream';
import { FakeEventSource, HOUR, meOf, messages, postOf, strings } from './test-helpers';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

const reader = { id: 'u-kai', name: 'kai' } as SessionUser;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Four posts: nova opens, ada and kai (the reader) reply, then ada again. */
const posts: PostView[] = [
  postOf(1, { createdAt: ago(9 * HOUR) }),
  postOf(2, { author: { handle: 'ada', tier: 'steward' }, createdAt: ago(8 * HOUR), likes: 2 }),
  postOf(3, { author: { handle: 'kai', tier: 'resident' }, createdAt: ago(7 * HOUR) }),
  postOf(4, { author: { handle: 'ada', tier: 'steward' }, createdAt: ago(6 * HOUR) }),
];

function renderStream(
  options: { me?: ThreadMe | null; locked?: boolean; lastPage?: boolean; items?: PostView[] } = {},
) {
  const { me = meOf(), locked = false, lastPage = true, items = posts } = options;
  if (me) respond(200, me);
  const view = render(
    withIntl(
      <PostStream
        threadId={5}
        initialPosts={items}
        lastPage={lastPage}
        locked={locked}
        renderedAt={new Date().toISOString()}
        strings={strings}
      />,
      messages,
    ),
  );
  return { ...view, u: userEvent.setup() };
}

const article = (id: number) => document.getElementById(`post-${id}`)!;
/** The `n`-th request's path and method (`sent` reads bodies, which GET and DELETE do not have). */
const request = (n: number) => {
  const [path, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return [path, init.method];
};

beforeEach(() => {
  mockFetch.install();
  FakeEventSource.instances = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.mocked(useSession).mockReturnValue({ status: 'ready', user: reader });
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
});

describe('PostStream: the posts', () => {
  it('renders every post with its anchor, author, tier, time and text; states instead of text', () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
    renderStream({
      me: null,
      items: [
        posts[0]!,
        postOf(2, { state: 'deleted_by_author', html: '' }),
        postOf(3, { state: 'deleted_by_moderator', html: '' }),
        postOf(4, { state: 'hidden', html: '', author: null, editedAt: ago(HOUR) }),
      ],
    });
    const first = article(1);
    expect(first).toHaveAccessibleName('Post by nova');
    expect(within(first).getByRole('link', { name: '@nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(within(first).getByText('Citizen')).toBeInTheDocument();
    expect(within(first).getByText('Post number 1')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', posts[0]!.createdAt);
    expect(within(first).getByText('9 hours ago')).toBeInTheDocument();
    expect(within(article(2)).getByText('Deleted by its author')).toBeInTheDocument();
    expect(within(article(3)).getByText('Removed by a moderator')).toBeInTheDocument();
    expect(within(article(4)).getByText('Hidden pending review')).toBeInTheDocument();
    expect(within(article(4)).getByText('Former member')).toBeInTheDocument();
    expect(within(article(4)).getByText('edited')).toBeInTheDocument();
    expect(article(4)).not.toHaveTextContent('Post number 4');
  });
});

describe('PostStream: who may reply', () => {
  it('a visitor: "Sign in to reply" opens the join dialog; likes are counts, not buttons; no visit', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
    const { u } = renderStream({ me: null });
    expect(screen.getByText('Sign in to reply')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(within(article(2)).getByText('2 likes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records the visit once; a member who is not a citizen is shown the way to citizenship', async () => {
    renderStream({ me: meOf({ citizen: false, handle: null }) });
    expect(await screen.findByText('Become a citizen to take part')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/community/threads/5/visit',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('a locked thread: "This thread is locked" in place of the reply box', async () => {
    renderStream({ locked: true });
    expect(screen.getByText('This thread is locked')).toBeInTheDocument();
    await screen.findAllByRole('button', { name: 'Like' });
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quote' })).not.toBeInTheDocument();
  });

  it('a citizen gets the reply box', async () => {
    renderStream();
    expect(await screen.findByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
  });
});

describe('PostStream: "New since your last visit"', () => {
  const markerText = 'New since your last visit';

  it("goes before the first newer post that is not the reader's", async () => {
    // Posts 3 (the reader's own) and 4 are newer than the last visit: the marker goes before 4.
    renderStream({ me: meOf({ lastVisit: ago(7.5 * HOUR) }) });
    const marker = await screen.findByText(markerText);
    expect(marker.nextElementSibling).toBe(article(4));
    expect(screen.getAllByText(markerText)).toHaveLength(1);
  });

  it('goes before the first post after the visit when someone else wrote it', async () => {
    renderStream({ me: meOf({ lastVisit: ago(8.5 * HOUR) }) });
    expect((await screen.findByText(markerText)).nextElementSibling).toBe(article(2));
  });

  it('is not shown on a first visit, nor when nothing is new', async () => {
    const { unmount } = renderStream({ me: meOf({ lastVisit: null }) });
    await screen.findByRole('textbox', { name: 'Reply' });
    expect(screen.queryByText(markerText)).not.toBeInTheDocument();
    unmount();
    renderStream({ me: meOf({ lastVisit: ago(HOUR) }) });
    await screen.findByRole('textbox', { name: 'Reply' });
    expect(screen.queryByText(markerText)).not.toBeInTheDocument();
  });
});

describe('PostStream: live', () => {
  it('appends a new reply once, announces it, replaces a changed post, and closes on unmount', async () => {
    const { unmount } = renderStream();
    await screen.findByRole('textbox', { name: 'Reply' });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/community/threads/5/events');

    const reply = postOf(9, {
      author: { handle: 'ada', tier: 'steward' },
      html: '<p>Hello from ada</p>',
      createdAt: ago(0),
    });
    respond(200, reply);
    source.emit('post', { postId: 9 });
    source.emit('post', { postId: 9 });
    expect(await screen.findByText('Hello from ada')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(request(1)).toEqual(['/api/community/posts/9', 'GET']);
    expect(screen.getByText('New reply from @ada')).toHaveAttribute('aria-live', 'polite');
    // After the older posts, before the reply box.
    expect(article(4).compareDocumentPosition(article(9)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    respond(200, { ...posts[1]!, state: 'deleted_by_author', html: '' });
    source.emit('changed', { postId: 2 });
    expect(await within(article(2)).findByText('Deleted by its author')).toBeInTheDocument();

    // A post not on this page is not read.
    source.emit('changed', { postId: 77 });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    unmount();
    expect(source.closed).toBe(true);
  });

  it('on an earlier page of the thread, new replies wait for the last page', async () => {
    renderStream({ lastPage: false });
    await screen.findByRole('textbox', { name: 'Reply' });
    FakeEventSource.instances[0]!.emit('post', { postId: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("the reader's own reply appears at once and is not fetched again when its event comes", async () => {
    const { u } = renderStream();
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await u.type(box, 'My own reply');
    const mine = postOf(10, {
      author: { handle: 'kai', tier: 'resident' },
      html: '<p>My own reply</p>',
      createdAt: ago(0),
    });
    respond(201, { post: mine });
    await u.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await within(article(10)).findByText('My own reply')).toBeInTheDocument();
    expect(box).toHaveValue('');
    FakeEventSource.instances[0]!.emit('post', { postId: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/New reply from/)).not.toBeInTheDocument();
    // Their new post is theirs to edit.
    expect(await within(article(10)).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('PostStream: post actions', () => {
  it('Like toggles with aria-pressed and the count', async () => {
    const { u } = renderStream({ me: meOf({ liked: [4] }) });
    const like = await within(article(2)).findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(article(4)).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

    respond(200, { likes: 3, liked: true });
    await u.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(within(article(2)).getByText('3 likes')).toBeInTheDocument();
    expect(request(1)).toEqual(['/api/community/posts/2/like', 'POST']);

    respond(200, { likes: 2, liked: false });
    await u.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(within(article(2)).getByText('2 likes')).toBeInTheDocument();
    expect(request(2)).toEqual(['/api/community/posts/2/like', 'DELETE']);
  });

  it('a refused like says why, inline', async () => {
    const { u } = renderStream();
    respond(429, { error: 'rate_limited', retryAfter: 4 });
    await u.click(await within(article(2)).findByRole('button', { name: 'Like' }));
    expect(await within(article(2)).findByRole('alert')).toHaveTextContent('Try again in 4 seconds.');
  });

  it("the author's own post: no Like and no Flag; Edit only within the edit window; others: Flag", async () => {
    const items = [
      ...posts,
      postOf(5, { author: { handle: 'kai', tier: 'resident' }, createdAt: ago(25 * HOUR) }),
    ];
    // The page was read when post 5 was still editable; by this device's clock it no longer is.
    renderStream({ items, me: meOf({ editable: [3, 5] }) });
    const own = within(article(3));
    expect(await own.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    expect(within(article(5)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(article(5)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(article(2)).getByRole('button', { name: 'Flag' })).toBeInTheDocument();
    expect(within(article(2)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a post already flagged says "Flagged"', async () => {
    renderStream({ me: meOf({ flagged: [2] }) });
    expect(await within(article(2)).findByText('Flagged')).toBeInTheDocument();
    expect(within(article(2)).queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
  });

  it('Edit: loads the text, saves it with PATCH, shows the new text, and returns to Edit', async () => {
    const { u } = renderStream({ me: meOf({ editable: [3] }) });
    const edit = await within(article(3)).findByRole('button', { name: 'Edit' });
    respond(200, { id: 3, body: 'Post number 3', editableUntil: ago(-17 * HOUR), revisions: 0 });
    await u.click(edit);
    const editor = await within(article(3)).findByRole('textbox', { name: 'Edit your post' });
    await waitFor(() => expect(editor).toHaveValue('Post number 3'));
    expect(request(1)).toEqual(['/api/community/posts/3/source', 'GET']);
    await u.clear(editor);
    await u.type(editor, 'Better words');
    respond(200, { ...posts[2]!, html: '<p>Better words</p>', editedAt: ago(0) });
    await u.click(within(article(3)).getByRole('button', { name: 'Save changes' }));
    expect(await within(article(3)).findByText('Better words')).toBeInTheDocument();
    expect(sent(2)).toEqual({
      path: '/api/community/posts/3',
      method: 'PATCH',
      body: { body: 'Better words' },
    });
    expect(within(article(3)).getByText('edited')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Post updated' });
    await waitFor(() => expect(within(article(3)).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('Edit after the window closed on the server: says so and keeps the text', async () => {
    const { u } = renderStream({ me: meOf({ editable: [3] }) });
    const edit = await within(article(3)).findByRole('button', { name: 'Edit' });
    respond(200, { id: 3, body: 'Post number 3', editableUntil: ago(0), revisions: 0 });
    await u.click(edit);
    const editor = await within(article(3)).findByRole('textbox', { name: 'Edit your post' });
    await waitFor(() => expect(editor).toHaveValue('Post number 3'));
    await u.type(editor, '!');
    respond(409, { error: 'edit_window_passed' });
    await u.click(within(article(3)).getByRole('button', { name: 'Save changes' }));
    expect(await within(article(3)).findByRole('alert')).toHaveTextContent(
      'Posts can be edited for 24 hours only.',
    );
    expect(editor).toHaveValue('Post number 3!');
    await u.click(within(article(3)).getByRole('button', { name: 'Cancel' }));
    expect(within(article(3)).getByText('Post number 3')).toBeInTheDocument();
  });

  it('Delete asks first, then shows "Deleted by its author"', async () => {
    const { u } = renderStream();
    await u.click(await within(article(3)).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await u.click(within(article(3)).getByRole('button', { name: 'Delete' }));
    respond(200, { ...posts[2]!, state: 'deleted_by_author', html: '' });
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(await within(article(3)).findByText('Deleted by its author')).toBeInTheDocument();
    expect(request(1)).toEqual(['/api/community/posts/3', 'DELETE']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(article(3)).queryByRole('button')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Post deleted' });
  });

  it('Quote puts the post into the reply box, focused, and the reply quotes it', async () => {
    const { u } = renderStream();
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await u.type(box, 'Agreed.');
    await u.click(within(article(2)).getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('Agreed.\n\n> @ada wrote:\n> Post number 2\n\n');
    await u.type(box, 'Me too');
    respond(201, { post: postOf(11, { author: { handle: 'kai', tier: 'resident' } }) });
    await u.click(screen.getByRole('button', { name: 'Post reply' }));
    await act(async () => {});
    expect(sent(1)).toEqual({
      path: '/api/community/threads/5/posts',
      method: 'POST',
      body: { body: 'Agreed.\n\n> @ada wrote:\n> Post number 2\n\nMe too', quoteOf: 2 },
    });
  });
});
