import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { MyGovernance, SessionUser } from '@/lib/api/contract';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { FlagButton } from './flag-button';
import { ProposalFlag } from './proposal-flag';
import { messages, strings } from './test-helpers';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ useSession: jest.fn() }));

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

async function openDialog(onFlagged = jest.fn()) {
  render(
    withIntl(
      <FlagButton targetType="post" targetId={4} strings={strings} locale="en" onFlagged={onFlagged} />,
      messages,
    ),
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Flag' }));
  const dialog = await screen.findByRole('dialog', { name: 'Flag this post' });
  return { u, dialog, onFlagged };
}

const send = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Send flag' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
});

describe('FlagDialog', () => {
  it('offers the four reasons as radios in a named group, and a message', async () => {
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'What is wrong?' });
    for (const reason of ['Off-topic', 'Inappropriate', 'Spam', 'Something else'])
      expect(within(group).getByRole('radio', { name: reason })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Message to the moderators')).toHaveAccessibleDescription(
      'Optional. Up to 500 characters.',
    );
  });

  it('needs a reason, and "Something else" needs a message; sends nothing until then', async () => {
    const { u, dialog } = await openDialog();
    await send(u);
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Off-topic' })).toHaveFocus();

    await u.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    const message = within(dialog).getByLabelText('Message to the moderators');
    expect(message).toBeRequired();
    await send(u);
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription('Tell the moderators what is wrong.');
    expect(fetchMock).not.toHaveBeenCalled();

    await u.type(message, 'Copied from another site');
    respond(201, { hidden: false });
    await send(u);
    expect(sent(0)).toEqual({
      path: '/api/community/flags',
      method: 'POST',
      body: { targetType: 'post', targetId: 4, reason: 'other', message: 'Copied from another site' },
    });
  });

  it('on success: closes, thanks the reader, and shows "Flagged" where the button was, focused', async () => {
    const { u, dialog, onFlagged } = await openDialog();
    await u.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    respond(201, { hidden: true });
    await send(u);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(0).body).toEqual({ targetType: 'post', targetId: 4, reason: 'spam' });
    expect(notify).toHaveBeenCalledWith({
      title: 'Thank you for flagging',
      description: 'It is now hidden until a moderator reviews it.',
    });
    expect(onFlagged).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Flagged').closest('span[tabindex]')).toHaveFocus());
  });

  it('already flagged: says so, and the post shows "Flagged" after closing', async () => {
    const { u, dialog, onFlagged } = await openDialog();
    await u.click(within(dialog).getByRole('radio', { name: 'Off-topic' }));
    respond(409, { error: 'already_flagged' });
    await send(u);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already flagged this.');
    expect(within(dialog).queryByRole('button', { name: 'Send flag' })).not.toBeInTheDocument();
    expect(onFlagged).toHaveBeenCalledWith(false);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Flagged')).toBeInTheDocument();
  });

  it('other refusals are said in the dialog, which keeps what was chosen', async () => {
    const { u, dialog } = await openDialog();
    await u.click(within(dialog).getByRole('radio', { name: 'Inappropriate' }));
    respond(429, { error: 'rate_limited', retryAfter: 30 });
    await send(u);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again in 30 seconds.');
    expect(within(dialog).getByRole('radio', { name: 'Inappropriate' })).toBeChecked();
  });
});

describe('ProposalFlag', () => {
  const member = { id: 'u-kai', name: 'kai' } as SessionUser;
  const governance = (handle: string | null) =>
    ({
      citizen: handle ? { handle } : null,
      role: 'citizen',
      proposals: [],
      votes: [],
    }) as unknown as MyGovernance;

  const renderFlag = () =>
    render(
      withIntl(
        <ProposalFlag proposalId={7} author={{ handle: 'nova' }} strings={strings} locale="en" />,
        messages,
      ),
    );

  it('a citizen who did not write the proposal may flag it', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: member });
    respond(200, governance('kai'));
    renderFlag();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this proposal' });
    await u.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    respond(201, { hidden: false });
    await send(u);
    expect(sent(1).body).toEqual({ targetType: 'proposal', targetId: 7, reason: 'spam' });
  });

  it('not for its author, a member who is not a citizen, or a visitor', async () => {
    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: member });
    respond(200, governance('nova'));
    const { unmount } = renderFlag();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    unmount();

    respond(200, governance(null));
    const second = renderFlag();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    second.unmount();

    jest.mocked(useSession).mockReturnValue({ status: 'ready', user: null });
    renderFlag();
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
