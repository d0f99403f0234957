// `npm run i18n:coverage`: each locale's share of translated keys, overall and against its floor
// (the spec's coverage, lib/i18n/coverage.ts). Exits 1 when a locale is below its floor or holds keys
// English lacks; lib/i18n/coverage.test.ts asserts the same inside `npm test`.
import { locales } from '../lib/i18n/config';
import { coverageFloors, floorSection } from '../lib/i18n/coverage';
import { readLocaleFiles } from '../lib/i18n/load';
import { compareKeys } from '../lib/i18n/merge';

const en = readLocaleFiles('en');
let failed = false;
console.log('locale  translated keys          floor');
for (const locale of locales) {
  const messages = readLocaleFiles(locale);
  const all = compareKeys(en, messages);
  const floor = coverageFloors[locale];
  const floorMissing = floor.flatMap((entry) =>
    compareKeys(floorSection(en, entry) ?? {}, floorSection(messages, entry) ?? {}).missing.map(
      (k) => `${entry}.${k}`,
    ),
  );
  const pct = ((100 * all.translated) / all.total).toFixed(1).padStart(5);
  const status = floorMissing.length === 0 && all.extra.length === 0 ? 'ok' : 'FAIL';
  console.log(
    `${locale.padEnd(6)}  ${pct}% (${all.translated}/${all.total})`.padEnd(33) +
      `${status}: ${floor.length} namespaces${floorMissing.length ? `, ${floorMissing.length} keys missing` : ''}` +
      `${all.extra.length ? `, ${all.extra.length} keys English lacks` : ''}`,
  );
  if (status === 'FAIL') {
    failed = true;
    for (const key of [...floorMissing, ...all.extra].slice(0, 10)) console.log(`          ${key}`);
  }
}
process.exit(failed ? 1 : 0);
