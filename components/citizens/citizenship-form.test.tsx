import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  openJoinDialog,
  refreshSession,
  useSession,
  type SessionState,
} from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { MyCitizenship, MyGovernance, SessionUser } from '@/lib/api/contract';
import { tierFor } from '@/lib/citizens/rules';
import citizensMessages from '@/messages/en/citizens.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { CitizenshipForm, type CitizenshipFormStrings } from './citizenship-form';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));

// The page passes the `citizens` messages as they are (placeholders kept), {brand} filled in.
const messages = appMessages({ citizens: citizensMessages }).citizens as unknown as typeof citizensMessages;
const strings: CitizenshipFormStrings = {
  card: messages.card,
  tiers: messages.tiers,
  progress: messages.progress,
  form: messages.form,
};

const member: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova',
  username: 'nova',
  email: 'nova@example.com',
  role: 'explorer',
  onboardingCompleted: true,
  createdAt: '2025-03-04T12:00:00.000Z',
  emailVerified: true,
};

const citizen: MyCitizenship = {
  number: 42,
  handle: 'nova_1',
  points: 10,
  proposals: 0,
  votes: 0,
  since: '2025-03-04T12:00:00.000Z',
  role: 'citizen',
  standing: tierFor(10),
  notifyEmail: 'nova@example.com',
  notifyEmailVerified: false,
  notifyProposals: true,
};

const governance = (mine: MyCitizenship | null): MyGovernance => ({
  citizen: mine,
  role: mine ? 'citizen' : 'member',
  proposals: [],
  votes: [],
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

let session: SessionState = { status: 'ready', user: member };

function renderForm() {
  const view = render(withIntl(<CitizenshipForm strings={strings} />, {}));
  return {
    u: userEvent.setup(),
    rerender: () => view.rerender(withIntl(<CitizenshipForm strings={strings} />, {})),
  };
}

/** Renders for a signed-in member who is not a citizen yet, once the form is on screen. */
async function renderMemberForm() {
  respond(200, governance(null));
  const view = renderForm();
  const form = await screen.findByRole('form', { name: 'Become a citizen' });
  return { ...view, form };
}

async function fill(u: ReturnType<typeof userEvent.setup>, handle = 'Nova_1') {
  await u.type(screen.getByLabelText('Handle'), handle);
  await u.click(screen.getByRole('checkbox', { name: 'I accept the Civitas Constitution' }));
}

beforeEach(() => {
  mockFetch.install();
  session = { status: 'ready', user: member };
  jest.mocked(useSession).mockImplementation(() => session);
  jest.mocked(openJoinDialog).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(notify).mockClear();
});

describe('CitizenshipForm: a visitor', () => {
  it('is asked to sign in, and the button opens the join dialog', async () => {
    session = { status: 'ready', user: null };
    const { u } = renderForm();
    expect(screen.getByRole('heading', { name: 'Become a citizen' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in to become a citizen' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the session (a placeholder that says it is loading)', () => {
    session = { status: 'loading' };
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your citizenship…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CitizenshipForm: a member', () => {
  it('asks the server whether they are a citizen, then shows the form with their e-mail', async () => {
    await renderMemberForm();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/citizens/me');
    expect(screen.getByLabelText('Handle')).toHaveValue('');
    expect(screen.getByLabelText('E-mail for notifications')).toHaveValue('nova@example.com');
    expect(screen.getByRole('checkbox', { name: 'I accept the Civitas Constitution' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Read the Constitution' })).toHaveAttribute(
      'href',
      '/ecosystem/dao#constitution',
    );
    expect(screen.getByLabelText('Handle')).toHaveAccessibleDescription(
      '3 to 24 characters: lower-case letters, digits, - and _. It is public.',
    );
  });

  it('starts with an empty address when the session has none (a wallet account)', async () => {
    session = { status: 'ready', user: { ...member, email: null } };
    await renderMemberForm();
    expect(screen.getByLabelText('E-mail for notifications')).toHaveValue('');
  });

  it('lower-cases the handle as it is typed and says what is wrong with it, or its address', async () => {
    const { u } = await renderMemberForm();
    const handle = screen.getByLabelText('Handle');
    await u.type(handle, 'Nova');
    expect(handle).toHaveValue('nova');
    expect(handle).toHaveAccessibleDescription('Your public page will be /citizens/nova');
    await u.type(handle, '.eth');
    expect(handle).toHaveAccessibleDescription('Only lower-case letters, digits, - and _.');
    await u.clear(handle);
    await u.type(handle, 'admin');
    expect(handle).toHaveAccessibleDescription('This handle is reserved. Try another one.');
    // A hint, not an error: nothing is marked invalid before a submit.
    expect(handle).not.toHaveAttribute('aria-invalid');
  });

  it('becomes a citizen: sends the form with the page locale, toasts, and turns into the citizen card', async () => {
    const { u } = await renderMemberForm();
    await fill(u);
    respond(201, { citizen, verificationSent: true });
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));

    expect(sent(1)).toEqual({
      path: '/api/citizens',
      method: 'POST',
      body: {
        handle: 'nova_1',
        notifyEmail: 'nova@example.com',
        acceptConstitution: true,
        locale: 'en',
      },
    });
    const card = await screen.findByRole('region', { name: 'Your citizenship' });
    expect(notify).toHaveBeenCalledWith({
      title: 'You are Citizen #42',
      description: 'Welcome to Civitas, nova_1.',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    expect(within(card).getByText('Citizen #42')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'nova_1' })).toBeInTheDocument();
    expect(within(card).getAllByText('Resident').length).toBeGreaterThan(0);
    expect(within(card).getByRole('progressbar', { name: 'Progress to the Citizen tier' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(within(card).getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/citizens/nova_1',
    );
    expect(
      within(card).getByText('We sent a link to nova@example.com: follow it to receive notifications.'),
    ).toBeInTheDocument();

    // "Send the link again"
    respond(202, { ok: true });
    await u.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(sent(2)).toEqual({ path: '/api/citizens/verify-email', method: 'POST', body: {} });
    expect(await within(card).findByText('A new link is on its way to nova@example.com.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('an empty submit marks every field, announces each error and focuses the first; nothing is sent', async () => {
    session = { status: 'ready', user: { ...member, email: null } };
    const { u } = await renderMemberForm();
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Choose a handle.',
      'Enter an e-mail address for notifications.',
      'Accept the Constitution to become a citizen.',
    ]);
    expect(screen.getByLabelText('Handle')).toHaveFocus();
    expect(screen.getByLabelText('Handle')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Accept the Constitution to become a citizen.',
    );
  });

  it('a taken handle (409 handle_taken) is said under the handle, focused, and nothing typed is lost', async () => {
    const { u } = await renderMemberForm();
    await fill(u);
    respond(409, { error: 'conflict', fields: { handle: 'handle_taken' } });
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));

    const handle = screen.getByLabelText('Handle');
    expect(await screen.findByRole('alert')).toHaveTextContent('This handle is taken. Try another one.');
    expect(handle).toHaveFocus();
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(handle).toHaveAccessibleDescription('This handle is taken. Try another one.');
    expect(handle).toHaveValue('nova_1');
    expect(screen.getByLabelText('E-mail for notifications')).toHaveValue('nova@example.com');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(notify).not.toHaveBeenCalled();

    // Typing a new handle clears the error.
    await u.type(handle, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'too many attempts',
      () => respond(429, { error: 'rate_limited', retryAfter: 120 }),
      'Too many attempts. Try again in 2 minutes.',
    ],
    [
      'no network',
      () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')),
      'No connection. Check your network and try again: what you typed is kept.',
    ],
    [
      'a server error',
      () => respond(500, { error: 'server_error' }),
      'Something went wrong on our side. Try again in a moment.',
    ],
  ] as const)('a failed request (%s) is said, and the form keeps its values', async (_, answer, text) => {
    const { u } = await renderMemberForm();
    await fill(u);
    answer();
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Handle')).toHaveValue('nova_1');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('an ended session (401) signs the island out, and signing back in brings back what was typed', async () => {
    const { u, rerender } = await renderMemberForm();
    await fill(u);
    await u.clear(screen.getByLabelText('E-mail for notifications'));
    await u.type(screen.getByLabelText('E-mail for notifications'), 'alerts@example.com');
    respond(401, { error: 'unauthenticated' });
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));
    await waitFor(() => expect(refreshSession).toHaveBeenCalledWith(true));

    session = { status: 'ready', user: null };
    rerender();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again: what you typed is kept.',
    );
    expect(screen.getByRole('button', { name: 'Sign in to become a citizen' })).toHaveFocus();

    // Signing in again makes a new session.
    respond(200, governance(null));
    session = { status: 'ready', user: { ...member, sessionId: 's2' } };
    rerender();
    await screen.findByRole('form', { name: 'Become a citizen' });
    expect(screen.getByLabelText('Handle')).toHaveValue('nova_1');
    expect(screen.getByLabelText('E-mail for notifications')).toHaveValue('alerts@example.com');
    expect(screen.getByRole('checkbox')).toBeChecked();

    // A later sign-out is an ordinary one: no "session ended" any more.
    session = { status: 'ready', user: null };
    rerender();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to become a citizen' })).not.toHaveFocus();
  });
});

describe('CitizenshipForm: a citizen', () => {
  it('sees their card at once, with the verified notification address', async () => {
    respond(200, governance({ ...citizen, notifyEmailVerified: true, points: 120, standing: tierFor(120) }));
    renderForm();
    const card = await screen.findByRole('region', { name: 'Your citizenship' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).getByText('Citizen #42')).toBeInTheDocument();
    expect(within(card).getByText('Notifications go to nova@example.com.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(within(card).getByText('130 points to Steward')).toBeInTheDocument();
    // Not just created: focus stays where it was.
    expect(card).not.toHaveFocus();
  });

  it('"already a citizen" on submit (another tab) shows the card, saying so', async () => {
    const { u } = await renderMemberForm();
    await fill(u);
    respond(409, { error: 'already_citizen' });
    respond(200, governance(citizen));
    await u.click(screen.getByRole('button', { name: 'Become a citizen' }));
    const card = await screen.findByRole('region', { name: 'Your citizenship' });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/citizens/me');
    expect(within(card).getByText('You are already a citizen.')).toHaveAttribute('role', 'status');
    expect(card).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });

  it('"Send the link again" for an address verified meanwhile says it is verified', async () => {
    respond(200, governance(citizen));
    const { u } = renderForm();
    const card = await screen.findByRole('region', { name: 'Your citizenship' });
    respond(409, { error: 'already_verified' });
    await u.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(await within(card).findByText('Your notification address is verified.')).toBeInTheDocument();
  });

  it('a refused resend (too many) is said, and the button stays', async () => {
    respond(200, governance(citizen));
    const { u } = renderForm();
    const card = await screen.findByRole('region', { name: 'Your citizenship' });
    respond(429, { error: 'rate_limited', retryAfter: 600 });
    await u.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many links sent. Wait a few minutes and try again.',
    );
    expect(within(card).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});
