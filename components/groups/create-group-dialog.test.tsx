import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { CreateGroupDialog } from './create-group-dialog';
import { directoryStrings, messages } from './testing';

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
    withIntl(<CreateGroupDialog open onOpenChange={onOpenChange} strings={directoryStrings} />, messages),
  );
  return {
    onOpenChange,
    u: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Create a group' }),
  };
}

const valid = { name: 'Chess Club', description: 'Openings, endgames and a weekly puzzle.' };

async function fill(u: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid> = valid) {
  if (values.name) await u.type(screen.getByLabelText('Name'), values.name);
  if (values.description) {
    await u.click(screen.getByLabelText('Description'));
    await u.paste(values.description);
  }
}

const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Create group' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  push.mockClear();
});

describe('CreateGroupDialog', () => {
  it('is a titled dialog with named fields and a close button', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('3 to 60 characters.');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      'What the group talks about, up to 280 characters. 0 / 280',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('checks the rules before sending: required, too short, too long', async () => {
    const { u } = renderDialog();
    await submit(u);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    await u.type(screen.getByLabelText('Name'), 'ab');
    await u.click(screen.getByLabelText('Description'));
    await u.paste('x'.repeat(281));
    expect(screen.getByText('281 / 280')).toBeInTheDocument();
    await submit(u);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Use at least 3 characters.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Use at most 280 characters.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('201: creates the group, toasts and opens it', async () => {
    const { u, onOpenChange } = renderDialog();
    await fill(u);
    respond(201, { slug: 'chess-club', path: '/community/groups/chess-club' });
    await submit(u);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/community/groups/chess-club'));
    expect(sent()).toEqual({ path: '/api/community/groups', method: 'POST', body: valid });
    expect(notify).toHaveBeenCalledWith({ title: 'Group created' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tier_required and the one-a-day limit say so, keeping what was typed', async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(403, { error: 'tier_required' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Citizens from the Citizen tier up can create a group.',
    );
    respond(429, { error: 'rate_limited', retryAfter: 5 * 3600 });
    await submit(u);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You can create one group a day. Try again in 5 hours.',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue(valid.name);
    expect(screen.getByLabelText('Description')).toHaveValue(valid.description);
    expect(push).not.toHaveBeenCalled();
  });

  it("the server's field errors show on their fields", async () => {
    const { u } = renderDialog();
    await fill(u);
    respond(400, { error: 'invalid_input', fields: { name: 'invalid' } });
    await submit(u);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'This is not accepted. Check what you typed.',
    );
  });

  it('unauthenticated: Sign in closes the dialog and opens the join dialog', async () => {
    const { u, onOpenChange } = renderDialog();
    await fill(u);
    respond(401, { error: 'unauthenticated' });
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to take part.');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(openJoinDialog).toHaveBeenCalledWith('login');
  });

  it('offline: says nothing was sent', async () => {
    const { u } = renderDialog();
    await fill(u);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline. Nothing was sent');
  });
});
