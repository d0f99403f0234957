import type { CourseSummary } from './catalog-types';
import {
  buildIndex,
  courseDocs,
  fold,
  loadIndex,
  queryFromSearch,
  searchCourses,
  searchFromQuery,
} from './search';

const course = (over: Partial<CourseSummary> & Pick<CourseSummary, 'slug' | 'title'>): CourseSummary => ({
  path: 'p',
  summary: '',
  level: 'beginner',
  topic: 'ai',
  order: 1,
  minutes: 12,
  length: 'short',
  lessonTitles: [],
  ...over,
});

const docs = courseDocs(
  [
    course({ slug: 'models', title: 'How AI models work', lessonTitles: ['What a language model does'] }),
    course({
      slug: 'gas',
      path: 'w',
      title: 'Transactions and gas',
      summary: 'Fees, nonces and block explorers, for model builders too.',
      topic: 'web3',
      level: 'intermediate',
      minutes: 20,
      length: 'medium',
    }),
    course({
      slug: 'vote',
      path: 'd',
      title: 'Quản trị DAO',
      summary: 'Bỏ phiếu và đề xuất',
      topic: 'governance',
      minutes: 40,
      length: 'long',
    }),
  ],
  { p: 'AI basics', w: 'Web3 essentials', d: 'DAO governance' },
);

// The browser loads the index from its JSON, as built at build time.
const index = loadIndex(JSON.stringify(buildIndex(docs).toJSON()));
const slugs = (query: Parameters<typeof searchCourses>[2]) =>
  searchCourses(index, docs, query).map((d) => d.slug);

describe('course search', () => {
  it('finds by title, summary, lesson title and path, ranking the title first', () => {
    expect(slugs({ q: 'gas' })).toEqual(['gas']);
    expect(slugs({ q: 'explorers' })).toEqual(['gas']);
    expect(slugs({ q: 'language model' })).toEqual(['models']);
    expect(slugs({ q: 'web3' })).toEqual(['gas']);
    expect(slugs({ q: 'model' })).toEqual(['models', 'gas']);
  });

  it('takes prefixes, a typo in a longer word, and text without accents', () => {
    expect(slugs({ q: 'transac' })).toEqual(['gas']);
    expect(slugs({ q: 'transactoins' })).toEqual(['gas']);
    expect(slugs({ q: 'quan tri' })).toEqual(['vote']);
    expect(fold('Đề Xuất')).toBe('de xuat');
  });

  it('narrows by level, topic and length, with or without text', () => {
    expect(slugs({ q: '', topic: 'web3' })).toEqual(['gas']);
    expect(slugs({ q: '', length: 'long' })).toEqual(['vote']);
    expect(slugs({ q: '', level: 'beginner' })).toEqual(['models', 'vote']);
    expect(slugs({ q: 'gas', level: 'beginner' })).toEqual([]);
    expect(slugs({ q: '' })).toEqual(['models', 'gas', 'vote']);
  });

  it('needs every word to match', () => {
    expect(slugs({ q: 'gas language' })).toEqual([]);
  });

  it('without an index yet, applies the filters only', () => {
    expect(searchCourses(null, docs, { q: 'gas', topic: 'ai' }).map((d) => d.slug)).toEqual(['models']);
  });

  it('reads and writes the query in the URL, dropping unknown values', () => {
    expect(queryFromSearch('?q=dao&level=advanced&topic=space&length=short')).toEqual({
      q: 'dao',
      level: 'advanced',
      topic: undefined,
      length: 'short',
    });
    expect(queryFromSearch(`?q=${'x'.repeat(500)}`).q).toHaveLength(100);
    expect(searchFromQuery({ q: 'a b', topic: 'web3' })).toBe('?q=a+b&topic=web3');
    expect(searchFromQuery({ q: '  ' })).toBe('');
  });
});
