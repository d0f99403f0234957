// The course search's index, one JSON file per locale (/academy-index/vi.json), built at build time
// from content/academy and searched in the browser (components/academy/course-search.tsx).
import { notFound } from 'next/navigation';
import { courseSummaries, learningPaths } from '@/lib/academy/catalog';
import { buildIndex, courseDocs, type AcademyIndexFile } from '@/lib/academy/search';
import { isLocale, locales } from '@/lib/i18n/config';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.replace(/\.json$/, '');
  if (!file.endsWith('.json') || !isLocale(locale)) notFound();
  const pathTitles = Object.fromEntries(learningPaths(locale).map((p) => [p.slug, p.title]));
  const docs = courseDocs(courseSummaries(locale), pathTitles);
  const body: AcademyIndexFile = { docs, index: buildIndex(docs).toJSON() };
  return Response.json(body);
}
