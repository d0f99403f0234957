import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appMessages, withIntl } from '@/test/intl';
import { setSessionUser, useSession, type SessionState } from '@/components/account/session-store';
import type { SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import onboardingMessages from '@/messages/en/onboarding.json';
import { OnboardingDialog } from './onboarding-dialog';
import { OnboardingGate } from './onboarding-gate';
import { ONBOARDING_SKIP_KEY } from './onboarding-skip';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ setSessionUser: jest.fn(), useSession: jest.fn() }));

const messages = appMessages({ onboarding: onboardingMessages });
const wrap = (children: ReactNode) => withIntl(children, messages);

const user: SessionUser = {
  id: 'u1',
  sessionId: 'session-1',
  name: 'ada',
  username: 'ada',
  email: 'ada@example.com',
  role: null,
  onboardingCompleted: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const fetchMock = jest.fn();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify).mockReset();
  jest.mocked(setSessionUser).mockReset();
  window.localStorage.clear();
});

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('OnboardingDialog', () => {
  it('walks welcome → role → done with a step indicator, and back with Previous', () => {
    render(wrap(<OnboardingDialog sessionId="session-1" onClose={() => {}} />));
    expect(screen.getByRole('heading', { name: 'Welcome to Civitas' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    click('Next');
    expect(screen.getByRole('heading', { name: 'Choose your role' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByText(/change your role later in your profile settings/)).toBeInTheDocument();
    click('Previous');
    expect(screen.getByRole('heading', { name: 'Welcome to Civitas' })).toBeInTheDocument();
  });

  it('blocks Next at the role step without a role, with the destructive toast', () => {
    render(wrap(<OnboardingDialog sessionId="session-1" onClose={() => {}} />));
    click('Next');
    click('Next');
    expect(notify).toHaveBeenCalledWith({
      title: 'Please select a role',
      description: "Choose how you'd like to participate in Civitas.",
      variant: 'destructive',
    });
    expect(screen.getByRole('heading', { name: 'Choose your role' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Get Started posts the chosen role, updates the session and toasts', async () => {
    const completed = { ...user, role: 'builder', onboardingCompleted: true };
    respond(200, { user: completed });
    render(wrap(<OnboardingDialog sessionId="session-1" onClose={() => {}} />));
    click('Next');
    fireEvent.click(screen.getByRole('radio', { name: 'Builder' }));
    click('Next');
    expect(screen.getByRole('heading', { name: "You're all set" })).toBeInTheDocument();
    expect(screen.getByText('Your role: Builder')).toBeInTheDocument();
    click('Get Started');

    await waitFor(() => expect(setSessionUser).toHaveBeenCalledWith(completed));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/onboarding');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ role: 'builder' });
    expect(notify).toHaveBeenCalledWith({
      title: "Welcome to Civitas! Your onboarding is complete. Let's build the future together!",
    });
  });

  it('shows a server error in the dialog and keeps the choice', async () => {
    respond(500, { error: 'server_error' });
    render(wrap(<OnboardingDialog sessionId="session-1" onClose={() => {}} />));
    click('Next');
    fireEvent.click(screen.getByRole('radio', { name: 'Citizen' }));
    click('Next');
    click('Get Started');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(setSessionUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    click('Previous');
    expect(screen.getByRole('radio', { name: 'Citizen' })).toBeChecked();
  });

  it('Skip for now remembers this sign-in and calls no server', () => {
    const onClose = jest.fn();
    render(wrap(<OnboardingDialog sessionId="session-1" onClose={onClose} />));
    click('Skip for now');
    expect(window.localStorage.getItem(ONBOARDING_SKIP_KEY)).toBe('session-1');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('OnboardingGate', () => {
  function session(state: SessionState) {
    jest.mocked(useSession).mockReturnValue(state);
  }

  it('stays closed while the session loads, when signed out and once completed', async () => {
    session({ status: 'loading' });
    const { rerender } = render(wrap(<OnboardingGate />));
    session({ status: 'ready', user: null });
    rerender(wrap(<OnboardingGate />));
    session({ status: 'ready', user: { ...user, onboardingCompleted: true } });
    rerender(wrap(<OnboardingGate />));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens by itself for a user who has not completed onboarding', async () => {
    session({ status: 'ready', user });
    render(wrap(<OnboardingGate />));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Civitas' })).toBeInTheDocument();
  });

  it('stays away for the sign-in it was skipped in, and comes back at the next one', async () => {
    window.localStorage.setItem(ONBOARDING_SKIP_KEY, 'session-1');
    session({ status: 'ready', user });
    const { rerender } = render(wrap(<OnboardingGate />));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    session({ status: 'ready', user: { ...user, sessionId: 'session-2' } });
    rerender(wrap(<OnboardingGate />));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Skip for now and does not reopen on this page', async () => {
    session({ status: 'ready', user });
    render(wrap(<OnboardingGate />));
    await screen.findByRole('dialog');
    click('Skip for now');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(ONBOARDING_SKIP_KEY)).toBe('session-1');
  });
});
