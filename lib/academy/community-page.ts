import 'server-only';
// What the three pages of a published community path share: one read per request for metadata and
// page, and the metadata itself.
import type { Metadata } from 'next';
import { cache } from 'react';
import type { Locale } from '../i18n/config';
import { dynamicPageMetadata } from '../seo';
import { publishedPath } from './community-paths';
import { pathIdOf } from './paths-http';

export const loadCommunityPath = cache(async (segment: string) => {
  const id = pathIdOf(segment);
  return id === null ? null : publishedPath(id);
});

export function communityPathMetadata(
  locale: Locale,
  page: { path: string; title: string; description: string },
): Metadata {
  return dynamicPageMetadata({ locale, namespace: 'academy', ...page });
}
