// The community's rules as the server applies them: mentions, the duplicate check, group slugs, who is a
// new member, how a post shows, which search configuration a language gets.
import {
  EDIT_WINDOW_MS,
  FLAGS_TO_HIDE,
  GROUP_CREATION,
  isNewMember,
  mentionedHandles,
  NEW_MEMBER,
  normalizedBody,
  PACE,
  postState,
  searchConfigFor,
  slugFor,
} from './rules';

const HOUR = 60 * 60_000;

describe('mentionedHandles', () => {
  it.each([
    ['hi @alice and @Bob_2', ['alice', 'bob_2']],
    ['@alice @alice @ALICE', ['alice']],
    ['mail me at a@alice.com', []],
    ['not@alice nor x@bob', []],
    ['(@carol), @dave. @eve!', ['carol', 'dave', 'eve']],
    ['@ab is too short, @abcdefghijklmnopqrstuvwxy is too long', []],
    ['a path /@frank or a handle-@gina', []],
    ['line start\n@heidi', ['heidi']],
  ])('%p -> %p', (text, handles) => {
    expect(mentionedHandles(text)).toEqual(handles);
  });
});

describe('normalizedBody', () => {
  it('makes the same text typed twice compare equal, whatever its spacing or case', () => {
    expect(normalizedBody('  Hello   World\n\n')).toBe(normalizedBody('hello world'));
    expect(normalizedBody('Hello world')).not.toBe(normalizedBody('Hello, world'));
  });
});

describe('slugFor', () => {
  it.each([
    ['AI Ethics Circle', 'ai-ethics-circle'],
    ['Cộng đồng Việt Nam', 'cong-dong-viet-nam'],
    ['Café & Crème', 'cafe-creme'],
    ['  --Rust!!  --', 'rust'],
    ['人工智能', ''],
    ['a'.repeat(80), 'a'.repeat(48)],
  ])('%p -> %p', (name, slug) => {
    expect(slugFor(name)).toBe(slug);
  });
});

describe('isNewMember', () => {
  const at = new Date('2026-11-26T12:00:00Z');
  it('is new for 24 hours after becoming a citizen, or while in the lowest tier', () => {
    const dayOld = new Date(at.getTime() - 24 * HOUR - 1);
    expect(isNewMember({ createdAt: new Date(at.getTime() - HOUR), points: 500 }, at)).toBe(true);
    expect(isNewMember({ createdAt: dayOld, points: GROUP_CREATION.minPoints - 1 }, at)).toBe(true);
    expect(isNewMember({ createdAt: dayOld, points: GROUP_CREATION.minPoints }, at)).toBe(false);
  });
});

describe('postState', () => {
  it('a deletion wins over a hide; who deleted it shows', () => {
    const when = new Date();
    expect(postState({ deletedAt: null, deletedBy: null, hiddenAt: null })).toBe('visible');
    expect(postState({ deletedAt: null, deletedBy: null, hiddenAt: when })).toBe('hidden');
    expect(postState({ deletedAt: when, deletedBy: 'author', hiddenAt: when })).toBe('deleted_by_author');
    expect(postState({ deletedAt: when, deletedBy: 'moderator', hiddenAt: null })).toBe(
      'deleted_by_moderator',
    );
  });
});

describe('searchConfigFor', () => {
  it('uses Postgres configurations where they exist, simple elsewhere', () => {
    expect(searchConfigFor('en')).toBe('english');
    expect(searchConfigFor('fr')).toBe('french');
    expect(searchConfigFor('es')).toBe('spanish');
    for (const locale of ['vi', 'zh', 'ja', 'hi', 'hmn', '', null, undefined])
      expect(searchConfigFor(locale)).toBe('simple');
  });
});

describe('the numbers (Discourse defaults)', () => {
  it('are the ones the issue names', () => {
    expect(PACE).toEqual({ threadEveryMs: 15_000, replyEveryMs: 5_000, duplicateWindowMs: 5 * 60_000 });
    expect(NEW_MEMBER).toMatchObject({ threadsPerDay: 3, repliesPerDay: 10, linksPerPost: 2 });
    expect(EDIT_WINDOW_MS).toBe(24 * HOUR);
    expect(FLAGS_TO_HIDE).toBe(3);
    expect(GROUP_CREATION).toMatchObject({ minTier: 'citizen', perDay: 1 });
  });
});
