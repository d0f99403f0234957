import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { ReplyComposer, type ReplyComposerProps } from './reply-composer';
import { messages, postOf, strings } from './test-helpers';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderComposer(props: Partial<ReplyComposerProps> = {}) {
  const onPosted = jest.fn();
  const view = render(
    withIntl(
      <ReplyComposer
        threadId={5}
        strings={strings}
        locale="en"
        silencedUntil={null}
        quote={null}
        onPosted={onPosted}
        lastPage
        {...props}
      />,
      messages,
    ),
  );
  return { ...view, onPosted, u: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Reply' }) };
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Post reply' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  jest.mocked(refreshSession).mockClear();
});

describe('ReplyComposer: the form', () => {
  it('is a labelled box with Write selected, a hint and a counter', async () => {
    const { u, box } = renderComposer();
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAccessibleDescription('Markdown works here. Up to 20,000 characters. 0 / 20,000');
    await u.type(box, 'Hello');
    expect(screen.getByText('5 / 20,000')).toBeInTheDocument();
  });

  it('refuses an empty reply and one over 20,000 characters, sending nothing', async () => {
    const { u, box } = renderComposer();
    await submit(u);
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await u.click(box);
    await u.paste('x'.repeat(20_001));
    expect(screen.getByText('20,001 / 20,000')).toBeInTheDocument();
    await submit(u);
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Use at most 20,000 characters.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the markdown safely, and arrow keys move between the tabs', async () => {
    const { u, box } = renderComposer();
    await u.click(box);
    await u.paste('## Plan\n\n<script>alert(1)</script>\n\nSo **bold**');
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel).toHaveTextContent('<script>alert(1)</script>');
    expect(within(panel).getByText('bold').tagName).toBe('STRONG');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    expect(box).toBeVisible();
  });

  it('posts the reply: the thread gets it, the box empties, a toast says so', async () => {
    const { u, box, onPosted } = renderComposer();
    await u.type(box, '  Thanks, that helps.  ');
    const post = postOf(12, { html: '<p>Thanks, that helps.</p>' });
    respond(201, { post });
    await submit(u);
    expect(sent(0)).toEqual({
      path: '/api/community/threads/5/posts',
      method: 'POST',
      body: { body: 'Thanks, that helps.' },
    });
    expect(onPosted).toHaveBeenCalledWith(post);
    expect(box).toHaveValue('');
    expect(notify).toHaveBeenCalledWith({
      title: 'Reply posted',
      description: 'Your reply is in the thread.',
    });
  });

  it('inserts a quote at the end, focused, and sends the post it quotes', async () => {
    const { u, box, rerender } = renderComposer();
    await u.type(box, 'First line');
    const quote = { key: 1, postId: 3, text: '> @ada wrote:\n> Hi\n\n' };
    rerender(
      withIntl(
        <ReplyComposer
          threadId={5}
          strings={strings}
          locale="en"
          silencedUntil={null}
          quote={quote}
          onPosted={jest.fn()}
          lastPage
        />,
        messages,
      ),
    );
    expect(box).toHaveValue('First line\n\n> @ada wrote:\n> Hi\n\n');
    expect(box).toHaveFocus();
    respond(201, { post: postOf(13) });
    await submit(u);
    expect(sent(0).body).toEqual({ body: 'First line\n\n> @ada wrote:\n> Hi', quoteOf: 3 });
  });
});

describe('ReplyComposer: refusals, in words, keeping the text', () => {
  it.each([
    [409, { error: 'thread_locked' }, 'This thread is locked: no new replies can be posted.'],
    [409, { error: 'duplicate_post' }, 'You posted the same text a moment ago.'],
    [
      422,
      { error: 'too_many_links' },
      'New members can put up to 2 links in a post. Remove some and try again.',
    ],
    [
      429,
      { error: 'new_member_limit' },
      'New members can post up to 10 replies a day. You can post again tomorrow.',
    ],
    [429, { error: 'rate_limited', retryAfter: 4 }, 'You are going too fast. Try again in 4 seconds.'],
    [429, { error: 'rate_limited', retryAfter: 1 }, 'You are going too fast. Try again in 1 second.'],
    [403, { error: 'silenced' }, 'A moderator silenced your account for now. You can still read.'],
    [404, { error: 'not_found' }, 'This no longer exists.'],
    [500, { error: 'server_error' }, 'That did not work. Try again.'],
  ])('%d %j', async (status, error, text) => {
    const { u, box } = renderComposer();
    await u.type(box, 'My reply');
    respond(status, error);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box).toHaveValue('My reply');
  });

  it('silenced: with the date the page knows', async () => {
    const { u, box } = renderComposer({ silencedUntil: '2030-05-03T14:00:00.000Z' });
    await u.type(box, 'My reply');
    respond(403, { error: 'silenced' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A moderator silenced your account until May 3, 2030 at 02:00 PM UTC. You can still read.',
    );
  });

  it('not a citizen: the way to citizenship', async () => {
    const { u, box } = renderComposer();
    await u.type(box, 'My reply');
    respond(403, { error: 'not_citizen' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only citizens can take part in discussions.');
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
  });

  it('signed out meanwhile: a Sign in button, and the text stays', async () => {
    const { u, box } = renderComposer();
    await u.type(box, 'My reply');
    respond(401, { error: 'unauthenticated' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again');
    expect(refreshSession).toHaveBeenCalledWith(true);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(box).toHaveValue('My reply');
  });

  it('offline: says nothing was sent, and the text stays', async () => {
    const { u, box } = renderComposer();
    await u.type(box, 'My reply');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline. Nothing was sent.');
    expect(box).toHaveValue('My reply');
  });
});
