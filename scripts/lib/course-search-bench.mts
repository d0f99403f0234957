// The academy's course search, as the browser runs it on each keystroke (lib/academy/search.ts:
// searchCourses over the MiniSearch index of the whole catalogue), timed in Node (V8, the engine of
// Chromium) rather than in a page: each query typed one character at a time, in English and Vietnamese,
// every keystroke searched 20 times. Run by scripts/bench.mjs as
//   node --conditions=react-server --import tsx scripts/lib/course-search-bench.mts
// Prints one line of JSON: { courses, keystrokes, p50, p95, max } (milliseconds per keystroke).
import { courseSummaries, learningPaths } from '../../lib/academy/catalog';
import { buildIndex, courseDocs, loadIndex, searchCourses } from '../../lib/academy/search';
import type { Locale } from '../../lib/i18n/config';

const QUERIES: Record<string, string[]> = {
  en: ['transactions and gas', 'prompt patterns', 'voting quorum', 'neural networks', 'wallet security'],
  vi: ['giao dich', 'câu lệnh', 'bỏ phiếu', 'mạng nơ-ron', 'ví an toàn'],
};

const times: number[] = [];
let courses = 0;
for (const locale of Object.keys(QUERIES) as Locale[]) {
  const titles = Object.fromEntries(learningPaths(locale).map((p) => [p.slug, p.title]));
  const docs = courseDocs(courseSummaries(locale), titles);
  courses = Math.max(courses, docs.length);
  // As the browser gets it: the index file's JSON, loaded.
  const index = loadIndex(JSON.stringify(buildIndex(docs)));
  for (const query of QUERIES[locale]!)
    for (let end = 1; end <= query.length; end++)
      for (let round = 0; round < 20; round++) {
        const started = performance.now();
        searchCourses(index, docs, { q: query.slice(0, end) });
        times.push(performance.now() - started);
      }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  JSON.stringify({ courses, keystrokes: times.length, p50: at(50), p95: at(95), max: times.at(-1) }),
);
