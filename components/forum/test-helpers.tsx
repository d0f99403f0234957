// Shared by the forum's component tests (never imported by app code): texts, posts, the reader, and an
// event stream the test drives.
import { act } from '@testing-library/react';
import type { PostView, ThreadMe } from '@/lib/api/contract';
import forumMessages from '@/messages/en/forum.json';
import { appMessages } from '@/test/intl';
import type { ThreadStrings } from './types';

export const messages = appMessages({ forum: forumMessages });
const forum = messages.forum as unknown as typeof forumMessages;
export const strings: ThreadStrings = {
  post: forum.post,
  tiers: forum.tiers,
  marker: forum.marker,
  live: forum.live,
  actions: forum.actions,
  composer: forum.composer,
  flag: forum.flag,
  fieldErrors: forum.fieldErrors,
  errors: forum.errors,
};

export const HOUR = 3_600_000;

export function postOf(id: number, overrides: Partial<PostView> = {}): PostView {
  return {
    id,
    threadId: 5,
    opening: id === 1,
    author: { handle: 'nova', tier: 'citizen' },
    html: `<p>Post number ${id}</p>`,
    likes: 0,
    state: 'visible',
    quoteOf: null,
    createdAt: new Date(Date.now() - (10 - id) * HOUR).toISOString(),
    editedAt: null,
    ...overrides,
  };
}

export function meOf(overrides: Partial<ThreadMe> = {}): ThreadMe {
  return {
    citizen: true,
    handle: 'kai',
    member: true,
    silencedUntil: null,
    moderator: false,
    liked: [],
    flagged: [],
    editable: [],
    lastVisit: null,
    ...overrides,
  };
}

/** A thread's event stream, driven by the test. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}
