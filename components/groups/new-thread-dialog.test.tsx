import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/frame/toast';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { NewThreadDialog } from './new-thread-dialog';
import { actionsStrings, messages } from './testing';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(() => ({ status: 'ready', user: null })),
  openJoinDialog: jest.fn(),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderDialog() {
  const onOpenChange = jest.fn();
  render(
    withIntl(
      <NewThreadDialog
        open
        onOpenChange={onOpenChange}
        slug="builders"
        groupName="Builders Guild"
        strings={actionsStrings}
      />,
      messages,
    ),
  );
  return {
    onOpenChange,
    u: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Start a thread' }),
  };
}

const valid = { title: 'Which SDK first?', body: '## Question\n\nPython or **TypeScript**?' };

async function fill(u: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid> = valid) {
  if (values.title) await u.type(screen.getByLabelText('Title'), values.title);
  // userEvent.type reads [ and { as keys: paste the markdown.
  if (values.body) {
    await u.click(screen.getByLabelText('Your post'));
    await u.paste(values.body);
  }
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Start thread' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  push.mockClear();
});

describe('NewThreadDialog: the form', () => {
  it('names the group, its fields and the Write tab', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('In Builders Guild. Everyone can read it; members can reply.');
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('5 to 120 characters.');
    expect(within(dialog).getByLabelText('Your post')).toHaveAccessibleDescription(
      'Markdown, up to 20,000 characters.',
    );
    expect(within(dialog).getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the title and the post before sending', async () => {
    const { u } = renderDialog();
    await submit(u);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Your post')).toHaveAccessibleDescription('This field is required.');
    await u.type(screen.getByLabelText('Title'), 'Hey');
    await submit(u);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Use at least 5 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the markdown safely, and the text is kept', async () => {
    const { u } = renderDialog();
    await u.click(screen.getByLabelText('Your post'));
    await u.paste('# Plan\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))');
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(panel).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(within(panel).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();

    screen.getByRole('tab', { name: 'Preview' }).focus();
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    expect(screen.getByLabelText('Your post')).toHaveValue(
      '# Plan\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))',
    );
  });

  it('an error found from Preview brings back Write and focuses the post', async () => {
    const { u } = renderDialog();
    await fill(u, { title: valid.title });
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    await submit(u);
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Your post')).toHaveFocus();
  });
});

describe('NewThreadDialog: sending', () => {
  it('201: posts to the group, toasts and opens the thread', async () => {
    const { u, onOpenChange } = renderDialog();
    await fill(u);
    respond(201, { id: 42, path: '/community/threads/42' });
    await submit(u);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/community/threads/42'));
    expect(sent()).toEqual({ path: '/api/community/groups/builders/threads', method: 'POST', body: valid });
    expect(notify).toHaveBeenCalledWith({ title: 'Thread started' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [429, { error: 'rate_limited', retryAfter: 12 }, 'You are going a little fast. Try again in 12 seconds.'],
    [429, { error: 'new_member_limit' }, 'New members can start 3 threads a day. Try again later.'],
    [400, { error: 'too_many_links' }, 'New members can put at most 2 links in a post.'],
    [409, { error: 'duplicate_post' }, 'You posted this same text a moment ago.'],
    [403, { error: 'silenced' }, 'A moderator has paused your posting for now.'],
    [404, { error: 'group_not_found' }, 'This group no longer exists.'],
    [500, { error: 'server_error' }, 'Something went wrong. Nothing was lost; try again.'],
  ])('%s %j: says so and keeps what was typed', async (status, body, text) => {
    const { u } = renderDialog();
    await fill(u);
    respond(status, body);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Title')).toHaveValue(valid.title);
    expect(screen.getByLabelText('Your post')).toHaveValue(valid.body);
    expect(push).not.toHaveBeenCalled();
  });

  it('not_citizen: the way to citizenship', async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(403, { error: 'not_citizen' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only citizens take part in groups.');
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
  });

  it("the server's field errors show on their fields", async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(400, { error: 'invalid_input', fields: { title: 'too_long' } });
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Use at most 120 characters.');
  });
});
