// The course search: a MiniSearch index over the catalogue's courses, built per locale at build time
// (app/academy-index/[file]/route.ts writes it as JSON) and loaded and queried in the browser. The same
// options build and load it, so they live here, with the query and its filters.
import MiniSearch, { type Options } from 'minisearch';
import {
  LENGTHS,
  LEVELS,
  TOPICS,
  type CourseSummary,
  type Length,
  type Level,
  type Topic,
} from './catalog-types';

export type CourseDoc = CourseSummary & { id: string; pathTitle: string };

/** Lower case without accents, so "quan tri" finds "quản trị" and "đ" matches "d". */
export function fold(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd');
}

const FIELDS = ['title', 'summary', 'lessonTitles', 'pathTitle'] as const;

export const searchOptions: Options<CourseDoc> = {
  fields: [...FIELDS],
  // The filters read these from each result; the documents themselves travel beside the index.
  storeFields: ['level', 'topic', 'length'],
  extractField: (doc, field) => {
    const value = doc[field as keyof CourseDoc];
    return Array.isArray(value) ? value.join(' \n ') : String(value ?? '');
  },
  processTerm: (term) => {
    const folded = fold(term);
    return folded.length > 0 ? folded : null;
  },
  searchOptions: {
    boost: { title: 3, lessonTitles: 1.5, pathTitle: 1.2 },
    prefix: true,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    combineWith: 'AND',
  },
};

export function buildIndex(docs: CourseDoc[]): MiniSearch<CourseDoc> {
  const index = new MiniSearch<CourseDoc>(searchOptions);
  index.addAll(docs);
  return index;
}

export function loadIndex(json: string): MiniSearch<CourseDoc> {
  return MiniSearch.loadJSON<CourseDoc>(json, searchOptions);
}

export type CourseQuery = { q: string; level?: Level; topic?: Topic; length?: Length };

export const QUERY_MAX = 100;

/** The query from a URL's search part; unknown filter values are dropped, the text is capped. */
export function queryFromSearch(search: string): CourseQuery {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = params.get(name);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX),
    level: pick('level', LEVELS),
    topic: pick('topic', TOPICS),
    length: pick('length', LENGTHS),
  };
}

/** The URL search part for a query ('' when it is empty), in a stable order. */
export function searchFromQuery(query: CourseQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  for (const name of ['level', 'topic', 'length'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The courses that match: by relevance when there is text (every word must match, as a prefix, with a
 * typo allowed in longer words), else in the catalogue's order; the filters narrow either. Without an
 * index (not loaded yet) the text is not searched.
 */
export function searchCourses(
  index: MiniSearch<CourseDoc> | null,
  all: readonly CourseDoc[],
  query: CourseQuery,
): CourseDoc[] {
  const keep = (doc: Pick<CourseDoc, 'level' | 'topic' | 'length'>) =>
    (!query.level || doc.level === query.level) &&
    (!query.topic || doc.topic === query.topic) &&
    (!query.length || doc.length === query.length);
  const text = query.q.trim();
  if (!text || !index) return all.filter(keep);
  const byId = new Map(all.map((doc) => [doc.id, doc]));
  return index
    .search(text, { filter: (result) => keep(result as unknown as CourseDoc) })
    .map((result) => byId.get(String(result.id)))
    .filter((doc): doc is CourseDoc => doc !== undefined);
}

/** The catalogue's courses as index documents, in the catalogue's order. */
export function courseDocs(
  courses: readonly CourseSummary[],
  pathTitles: Readonly<Record<string, string>>,
): CourseDoc[] {
  return courses.map((course) => ({
    ...course,
    id: `${course.path}/${course.slug}`,
    pathTitle: pathTitles[course.path] ?? course.path,
  }));
}

/** The index file of a locale: the documents in the catalogue's order, and MiniSearch's index of them. */
export type AcademyIndexFile = { docs: CourseDoc[]; index: unknown };

export const indexUrl = (locale: string) => `/academy-index/${locale}.json`;
