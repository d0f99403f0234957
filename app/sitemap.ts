import type { MetadataRoute } from 'next';
import { localeTags, type Locale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/detect';
import { academySitemap } from '@/lib/academy/catalog';
import { articleLocales, articleSlugs } from '@/lib/newsroom';
import { sitemapCitizens } from '@/lib/citizens/service';
import { sitemapCommunity } from '@/lib/community/sitemap';
import { sitemapProposals } from '@/lib/governance/service';
import { sitemapListings } from '@/lib/marketplace/service';
import { sitemapCommunityPaths } from '@/lib/academy/community-paths';
import { communitySlug } from '@/lib/academy/path-draft';
import { sitemapCreations } from '@/lib/studio/service';
import {
  academyPath,
  articlePath,
  citizenPath,
  creationPath,
  groupPath,
  listingPath,
  pages,
  proposalPath,
  threadPath,
} from '@/lib/routes';
import { translatedLocalesOf } from '@/lib/seo';
import { site } from '@/lib/site';

// Every page in every locale that translates it, each entry listing its alternates. Pages that fall
// back to English in a locale are left out of that locale (they are noindex there). Members' pages
// (proposals, citizens' profiles, groups, threads, listings, creations and community learning paths) come
// from the database, so the sitemap is made on request.
export const dynamic = 'force-dynamic';

function entries(path: string, translated: readonly Locale[], lastModified?: Date): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    translated.map((l) => [localeTags[l], site.url + localizePath(l, path)]),
  );
  return translated.map((locale) => ({
    url: site.url + localizePath(locale, path),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [proposals, citizens, community, listings, creations, paths] = await Promise.all([
    sitemapProposals(),
    sitemapCitizens(),
    sitemapCommunity(),
    sitemapListings(),
    sitemapCreations(),
    sitemapCommunityPaths(),
  ]);
  const listingLocales = translatedLocalesOf('marketplace');
  const proposalLocales = translatedLocalesOf('proposals');
  const citizenLocales = translatedLocalesOf('citizens');
  const groupLocales = translatedLocalesOf('groups');
  const threadLocales = translatedLocalesOf('forum');
  const creationLocales = translatedLocalesOf('creatorHub');
  const academyLocales = translatedLocalesOf('academy');
  return [
    ...pages.flatMap((page) => entries(page.path, translatedLocalesOf(page.id))),
    ...articleSlugs().flatMap((slug) => entries(articlePath(slug), articleLocales(slug))),
    ...academySitemap().flatMap((page) => entries(page.path, page.locales)),
    ...proposals.flatMap((p) => entries(proposalPath(p.id), proposalLocales, p.updatedAt)),
    ...citizens.flatMap((handle) => entries(citizenPath(handle), citizenLocales)),
    ...community.groups.flatMap((g) => entries(groupPath(g.slug), groupLocales, g.updatedAt)),
    ...community.threads.flatMap((t) => entries(threadPath(t.id), threadLocales, t.updatedAt)),
    ...listings.flatMap((l) => entries(listingPath(l.id), listingLocales, l.updatedAt)),
    ...creations.flatMap((c) => entries(creationPath(c.id), creationLocales, c.publishedAt)),
    ...paths.flatMap((p) => entries(academyPath(communitySlug(p.id)), academyLocales, p.updatedAt)),
  ];
}
