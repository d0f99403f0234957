import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { SessionUser } from '@/lib/api/contract';
import dashboardMessages from '@/messages/en/dashboard.json';
import { appMessages } from '@/test/intl';
import type { DashboardPanelStrings } from './dashboard-panel';
import { EmailSettings } from './email-settings';
import { createFetchMock } from '@/test/fetch-mock';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  refreshSession: jest.fn(async () => {}),
  setSessionUser: jest.fn(),
}));

// The dashboard page passes the `panel` strings as they are; verifySent keeps its "{email}" (t.raw).
const strings = appMessages({ panel: dashboardMessages.panel }).panel as unknown as DashboardPanelStrings;

const member: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova_1',
  username: 'nova_1',
  email: 'nova@example.com',
  role: 'explorer',
  onboardingCompleted: true,
  createdAt: '2025-03-04T12:00:00.000Z',
  emailVerified: false,
  mailLocale: 'fr',
  emailDigest: true,
};

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderCard(user: SessionUser = member) {
  render(<EmailSettings user={user} strings={strings} />);
  return { card: screen.getByRole('region', { name: 'E-mail' }), u: userEvent.setup() };
}

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(setSessionUser).mockClear();
});

describe('EmailSettings: verification', () => {
  it('an unverified address: "Not verified yet", and "Verify your e-mail" mails a link', async () => {
    const { card, u } = renderCard();
    expect(card).toHaveAttribute('id', 'email-preferences');
    expect(within(card).getByText('Not verified yet')).toBeInTheDocument();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();

    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(within(card).getByRole('button', { name: 'Verify your e-mail' }));
    const busy = within(card).getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while sending sends nothing more.
    await u.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({ path: '/api/account/verify-email', method: 'POST', body: {} });

    await act(async () => finish({ ok: true, status: 202, json: async () => ({ ok: true }) }));
    expect(within(card).getByRole('status')).toHaveTextContent(
      'We sent a verification link to nova@example.com. It works for 24 hours.',
    );
    expect(within(card).getByRole('button', { name: 'Verify your e-mail' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('a verified address: "Verified", and no verify button', () => {
    const { card } = renderCard({ ...member, emailVerified: true });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).queryByText('Not verified yet')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    // The preferences are still there.
    expect(within(card).getByRole('button', { name: 'Save preferences' })).toBeInTheDocument();
  });

  it('an address verified meanwhile (already_verified) reloads the session instead of complaining', async () => {
    const { card, u } = renderCard();
    respond(409, { error: 'already_verified' });
    await u.click(within(card).getByRole('button', { name: 'Verify your e-mail' }));
    await waitFor(() => expect(refreshSession).toHaveBeenCalledWith(true));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['too many requests', () => respond(429, { error: 'rate_limited', retryAfter: 60 }), 'rateLimited'],
    ['no network', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')), 'offline'],
    ['a server error', () => respond(500, { error: 'server_error' }), 'failed'],
  ] as const)('a failed request (%s) is said under the card', async (_, answer, key) => {
    const { card, u } = renderCard();
    answer();
    await u.click(within(card).getByRole('button', { name: 'Verify your e-mail' }));
    // The card's own words for a failure it has; the panel's for rate limits and no network.
    const expected = key === 'failed' ? strings.email.failed : strings.errors[key];
    expect(expected).not.toMatch(/role/i);
    expect(await within(card).findByRole('alert')).toHaveTextContent(expected);
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(notify).not.toHaveBeenCalled();
  });

  it('an ended session toasts and reloads the session', async () => {
    const { card, u } = renderCard();
    respond(401, { error: 'unauthenticated' });
    await u.click(within(card).getByRole('button', { name: 'Verify your e-mail' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: strings.email.sessionEnded, variant: 'destructive' }),
    );
    expect(refreshSession).toHaveBeenCalledWith(true);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('EmailSettings: without an address', () => {
  it('a wallet-only account sees the noEmail text and no form', () => {
    const { card } = renderCard({
      ...member,
      email: null,
      username: null,
      name: '0xf39F…2266',
      walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(within(card).getByRole('heading', { name: 'E-mail' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Add an e-mail address in the wallet section to receive e-mail.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).queryByText('Not verified yet')).not.toBeInTheDocument();
  });
});

describe('EmailSettings: preferences', () => {
  it("starts from the account's language and digest", () => {
    const { card } = renderCard();
    expect(within(card).getByLabelText('Language of e-mails')).toHaveValue('fr');
    expect(within(card).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(within(card).getAllByRole('option')).toHaveLength(8);
    const digest = within(card).getByLabelText('Send me an hourly digest of unread notifications');
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(
      'At most one e-mail an hour, and only when something new is unread.',
    );
  });

  it('falls back to English and no digest when the account has neither (or an unknown language)', () => {
    const { card } = renderCard({ ...member, mailLocale: 'xx', emailDigest: undefined });
    expect(within(card).getByLabelText('Language of e-mails')).toHaveValue('en');
    expect(within(card).getByLabelText('Send me an hourly digest of unread notifications')).not.toBeChecked();
  });

  it('saves: POSTs {locale, digest}, stores the updated user and toasts', async () => {
    const { card, u } = renderCard();
    await u.selectOptions(within(card).getByLabelText('Language of e-mails'), 'ja');
    await u.click(within(card).getByLabelText('Send me an hourly digest of unread notifications'));

    const updated: SessionUser = { ...member, mailLocale: 'ja', emailDigest: false };
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(within(card).getByRole('button', { name: 'Save preferences' }));

    const busy = within(card).getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    await u.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({
      path: '/api/account/email-preferences',
      method: 'POST',
      body: { locale: 'ja', digest: false },
    });

    await act(async () => finish({ ok: true, status: 200, json: async () => ({ user: updated }) }));
    expect(setSessionUser).toHaveBeenCalledWith(updated);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: 'E-mail preferences saved' });
    expect(within(card).getByRole('button', { name: 'Save preferences' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an ended session toasts the session-ended message and reloads the session', async () => {
    expect(strings.email.sessionEnded).toMatch(/^Your session has ended\./);
    const { card, u } = renderCard();
    respond(401, { error: 'unauthenticated' });
    await u.click(within(card).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: strings.email.sessionEnded,
        variant: 'destructive',
      }),
    );
    expect(sent().body).toEqual({ locale: 'fr', digest: true });
    expect(refreshSession).toHaveBeenCalledWith(true);
    expect(setSessionUser).not.toHaveBeenCalled();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused save is said under the card and keeps the choices', async () => {
    const { card, u } = renderCard();
    await u.selectOptions(within(card).getByLabelText('Language of e-mails'), 'vi');
    respond(429, { error: 'rate_limited', retryAfter: 10 });
    await u.click(within(card).getByRole('button', { name: 'Save preferences' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many changes. Please wait a moment and try again.',
    );
    expect(within(card).getByLabelText('Language of e-mails')).toHaveValue('vi');
    expect(setSessionUser).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();

    // The next attempt clears the old message.
    respond(200, { user: { ...member, mailLocale: 'vi' } });
    await u.click(within(card).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'E-mail preferences saved' }));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
