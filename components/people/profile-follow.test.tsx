import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@/components/account/session-store';
import type { FollowState, MyGovernance } from '@/lib/api/contract';
import peopleMessages from '@/messages/en/people.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { ProfileFollow } from './profile-follow';
import { resetViewers } from './use-viewer';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

const mockFetch = createFetchMock();
const { respond } = mockFetch;

const strings = {
  follow: peopleMessages.follow,
  counts: { followers: peopleMessages.counts.followers, following: peopleMessages.counts.following },
};

beforeEach(() => {
  mockFetch.install();
  resetViewers();
});

const renderProfile = () =>
  render(
    withIntl(
      <ProfileFollow handle="nova" followers={1200} following={3} strings={strings} locale="en" />,
      appMessages({ people: peopleMessages }),
    ),
  );

/** The value shown under a label of the counts. */
const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProfileFollow', () => {
  it('shows the counts the page rendered, and a visitor is asked to sign in', () => {
    mockSession = { status: 'ready', user: null };
    renderProfile();
    expect(count('Followers')).toBe('1,200');
    expect(count('Following')).toBe('3');
    expect(screen.getByRole('button', { name: 'Sign in to follow' })).toBeInTheDocument();
  });

  it('keeps the counts current as the reader follows', async () => {
    mockSession = {
      status: 'ready',
      user: {
        id: 'u1',
        sessionId: 's1',
        name: 'ada',
        username: 'ada',
        email: null,
        role: 'citizen',
        onboardingCompleted: true,
        createdAt: '2025-03-04T12:00:00.000Z',
      },
    };
    const state = (following: boolean, followers: number): FollowState => ({
      following,
      followers,
      followingCount: 4,
      self: false,
    });
    respond(200, {
      citizen: { handle: 'ada' },
      role: 'citizen',
      proposals: [],
      votes: [],
    } as unknown as MyGovernance);
    respond(200, state(false, 1201));
    respond(200, state(true, 1202));
    renderProfile();
    const follow = await screen.findByRole('button', { name: 'Follow nova', pressed: false });
    // The relation's answer brings the counts as they are now.
    expect(count('Followers')).toBe('1,201');
    expect(count('Following')).toBe('4');
    await userEvent.setup().click(follow);
    await waitFor(() => expect(count('Followers')).toBe('1,202'));
    expect(follow).toHaveAttribute('aria-pressed', 'true');
  });
});
