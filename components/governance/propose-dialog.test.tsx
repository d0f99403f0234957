import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { SessionUser } from '@/lib/api/contract';
import governanceMessages from '@/messages/en/governance.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { ProposeButton } from './propose-button';
import { ProposeDialog, type ProposeStrings } from './propose-dialog';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const messages = appMessages({ governance: governanceMessages });
const strings = (messages.governance as unknown as typeof governanceMessages)
  .propose satisfies ProposeStrings;

const citizen = { id: 'u1', name: 'nova' } as SessionUser;

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderDialog() {
  const onOpenChange = jest.fn();
  render(withIntl(<ProposeDialog open onOpenChange={onOpenChange} strings={strings} />, messages));
  return {
    onOpenChange,
    u: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Propose a new law' }),
  };
}

const valid = {
  title: 'Translate every academy course',
  summary: 'Every course in all eight languages.',
  body: '## Why\n\nSo that **everyone** can learn.',
  category: 'community',
};

async function fill(u: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid> = valid) {
  if (values.title) await u.type(screen.getByLabelText('Title'), values.title);
  if (values.summary) await u.type(screen.getByLabelText('Summary'), values.summary);
  // userEvent.type reads [ and { as keys: paste the markdown.
  if (values.body) {
    await u.click(screen.getByLabelText('Full text'));
    await u.paste(values.body);
  }
  if (values.category) await u.selectOptions(screen.getByLabelText('Category'), values.category);
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Submit proposal' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(useSession).mockReturnValue({ status: 'ready', user: citizen });
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  push.mockClear();
});

describe('ProposeDialog: the form', () => {
  it('is a titled dialog whose fields are all named, Write selected', () => {
    const { dialog } = renderDialog();
    for (const label of ['Title', 'Summary', 'Full text', 'Category'])
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the rules as field errors, focusing the first, and sends nothing', async () => {
    const { u } = renderDialog();
    await submit(u);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(screen.getByLabelText('Full text')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(fetchMock).not.toHaveBeenCalled();

    await u.type(screen.getByLabelText('Title'), 'Too short');
    await submit(u);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Use at least 10 characters.');
  });

  it('counts the summary, and refuses one over 280 characters', async () => {
    const { u } = renderDialog();
    await u.type(screen.getByLabelText('Summary'), 'Hello');
    expect(screen.getByText('5 / 280')).toBeInTheDocument();
    await u.click(screen.getByLabelText('Summary'));
    await u.paste('x'.repeat(280));
    expect(screen.getByText('285 / 280')).toBeInTheDocument();
    await fill(u, { ...valid, summary: undefined });
    await submit(u);
    expect(screen.getByLabelText('Summary')).toHaveFocus();
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(
      expect.stringContaining('Use at most 280 characters.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the markdown safely: tags as text, no script link', async () => {
    const { u } = renderDialog();
    await u.click(screen.getByLabelText('Full text'));
    await u.paste('# Plan\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) [site](/about)');
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel).toHaveTextContent('<script>alert(1)</script>');
    expect(within(panel).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'site' })).toHaveAttribute('href', '/about');

    // Arrow keys move between the tabs; the text is still there.
    screen.getByRole('tab', { name: 'Preview' }).focus();
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    expect(screen.getByLabelText('Full text')).toHaveValue(
      '# Plan\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) [site](/about)',
    );
  });

  it('a field error found from the Preview tab brings back Write and focuses the text', async () => {
    const { u } = renderDialog();
    await fill(u, { ...valid, body: undefined });
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    await submit(u);
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Full text')).toHaveFocus();
  });
});

describe('ProposeDialog: sending', () => {
  it('201: posts the proposal, toasts "Proposal submitted" and opens it', async () => {
    const { u, onOpenChange } = renderDialog();
    await fill(u);
    respond(201, { id: 12, path: '/society/proposals/12' });
    await submit(u);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/society/proposals/12'));
    expect(sent()).toEqual({ path: '/api/proposals', method: 'POST', body: valid });
    expect(notify).toHaveBeenCalledWith({
      title: 'Proposal submitted',
      description: 'Voting is open for three days.',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('not_citizen: says so, with the way to citizenship, and keeps what was typed', async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(403, { error: 'not_citizen' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only citizens can propose laws.');
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(screen.getByLabelText('Title')).toHaveValue(valid.title);
    expect(screen.getByLabelText('Full text')).toHaveValue(valid.body);
    expect(push).not.toHaveBeenCalled();
  });

  it('rate_limited: says when to try again, in hours and minutes or in minutes', async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(429, { error: 'rate_limited', retryAfter: 5400 });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 3 proposals a day. Try again in 1 h 30 min.',
    );
    respond(429, { error: 'rate_limited', retryAfter: 61 });
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Try again in 2 minutes.'));
    respond(429, { error: 'rate_limited', retryAfter: 30 });
    await submit(u);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts in a short time. Try again in 1 minute.',
      ),
    );
  });

  it('too_many_open: says how many may be open', async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(409, { error: 'too_many_open' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 5 proposals open for votes.',
    );
  });

  it('unauthenticated: Sign in closes this dialog and opens the join dialog on Login', async () => {
    const { u, onOpenChange } = renderDialog();
    await fill(u);
    respond(401, { error: 'unauthenticated' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to propose a law.');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(openJoinDialog).toHaveBeenCalledWith('login');
  });

  it('a visitor is told to sign in before typing', () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
    renderDialog();
    expect(screen.getByText(/Only citizens can propose laws. Sign in first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offline: says nothing was sent', async () => {
    const { u } = renderDialog();
    await fill(u);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline.');
  });
});

describe('ProposeButton', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads the dialog on press; closing and opening it again keeps what was typed', async () => {
    const u = userEvent.setup();
    render(withIntl(<ProposeButton strings={strings} />, messages));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Propose a new law' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a new law' });
    await u.type(within(dialog).getByLabelText('Title'), 'Keep this title');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Propose a new law' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Propose a new law' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Keep this title');
  });

  it('opens at once on /ecosystem/dao#propose', async () => {
    window.history.replaceState(null, '', '/ecosystem/dao#propose');
    render(withIntl(<ProposeButton strings={strings} />, messages));
    expect(await screen.findByRole('dialog', { name: 'Propose a new law' })).toBeInTheDocument();
  });
});
