// For the groups' tests only (never imported by app code): the islands' texts as the server passes
// them, a fetch that answers by route, and readers.
import type { GroupSummary, MyGovernance, SessionUser, TierId } from '@/lib/api/contract';
import { foundingGroups } from '@/lib/community/rules';
import communityMessages from '@/messages/en/community.json';
import groupsMessages from '@/messages/en/groups.json';
import { appMessages } from '@/test/intl';
import type { DirectoryStrings } from './group-directory';
import type { GroupActionsStrings } from './group-actions';
import type { FoundingTexts } from './format';

/** The messages the islands' provider holds (the islands themselves take theirs as props). */
export const messages = appMessages({ groups: groupsMessages, community: communityMessages });
const groups = messages.groups as unknown as typeof groupsMessages;
const community = messages.community as unknown as typeof communityMessages;

export const founding = Object.fromEntries(
  foundingGroups.map((key) => [
    key,
    { title: community.groups[key].title, body: community.groups[key].body },
  ]),
) as FoundingTexts;

const base = { errors: groups.errors, fieldErrors: groups.fieldErrors, tierName: 'Citizen' };

export const directoryStrings: DirectoryStrings = {
  ...base,
  membership: groups.membership,
  founding,
  counts: groups.counts,
  directory: groups.directory,
  create: groups.create,
};

export const actionsStrings: GroupActionsStrings = {
  ...base,
  membership: groups.membership,
  newThread: groups.newThread,
};

export function groupOf(id: number, over: Partial<GroupSummary> = {}): GroupSummary {
  const slug = over.slug ?? foundingGroups[id - 1] ?? `group-${id}`;
  return {
    id,
    slug,
    seedKey: foundingGroups[id - 1] ?? null,
    name: `Stored name ${id}`,
    description: `Stored description ${id}`,
    members: id * 10,
    threads: id,
    lastActivityAt: '2026-05-01T10:00:00.000Z',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}

export const user: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova',
  username: 'nova',
  email: 'nova@example.com',
  role: 'explorer',
  onboardingCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** GET /api/citizens/me for a citizen of `tier`, or for a member who is not a citizen (null). */
export function me(tier: TierId | null): MyGovernance {
  return {
    citizen: tier
      ? {
          number: 7,
          handle: 'nova',
          points: { resident: 10, citizen: 60, steward: 300, councillor: 1200 }[tier],
          proposals: 0,
          votes: 0,
          since: '2026-01-01T00:00:00.000Z',
          role: 'citizen',
          standing: { tier, next: null, progress: 0 },
          notifyEmail: null,
          notifyEmailVerified: false,
          notifyProposals: false,
        }
      : null,
    role: tier ? 'citizen' : 'member',
    proposals: [],
    votes: [],
  };
}

type Answer = [status: number, body: unknown] | 'offline';
type Handler = Answer | ((body: unknown) => Answer);

/**
 * Makes `fetch` (a jest.fn) answer by "METHOD path" (or by path alone, any method): the islands ask in
 * an order that depends on effects, so answers queued in order would be fragile. Unknown routes: 404.
 */
export function serve(fetch: jest.Mock, routes: Record<string, Handler>) {
  fetch.mockImplementation(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const handler = routes[`${method} ${path}`] ?? routes[path] ?? [404, { error: 'not_found' }];
    const answer =
      typeof handler === 'function'
        ? handler(init.body ? JSON.parse(String(init.body)) : undefined)
        : handler;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const [status, body] = answer;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
}

/** The requests sent, as "METHOD path". */
export const requests = (fetch: jest.Mock) =>
  fetch.mock.calls.map(
    ([path, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(path)}`,
  );
