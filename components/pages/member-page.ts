import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { memberShareImage } from '@/lib/og/titles';
import { resolveLocale } from '@/lib/page';
import { listingPath, proposalPath } from '@/lib/routes';
import { dynamicPageMetadata } from '@/lib/seo';

/** The route props of a page of one thing members made (a listing, a proposal), read on request. */
export type MemberPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * One read per request for the metadata and the page: the id segment as `idOf` reads it, then `get`.
 * Null for an id `idOf` refuses or one `get` does not find.
 */
export function loadById<Item>(
  idOf: (segment: string) => number | null,
  get: (id: number) => Promise<Item | null>,
) {
  return cache(async (segment: string) => {
    const id = idOf(segment);
    return id === null ? null : get(id);
  });
}

/** Each kind's page: its namespace, its path, and the title that stands for an item the moderators hid. */
const kinds = {
  listing: { namespace: 'marketplace', path: listingPath, hiddenTitle: 'marketplace.item.hiddenTitle' },
  proposal: { namespace: 'proposals', path: proposalPath, hiddenTitle: 'proposals.proposal.hidden.title' },
} as const;

/** What the metadata tells of an item; `hidden` is set (true, or the moderator's reason) once hidden. */
type Item = { id: number; title: string; summary: string; hidden: boolean | object | null };

/**
 * `export const generateMetadata = memberPageMetadata('listing', load)` for such a page: nothing for an
 * unknown id (the page answers 404), else the item's title, summary and share image, or, for an item
 * the moderators hid, only the hidden notice's title and no index.
 */
export function memberPageMetadata(
  kind: keyof typeof kinds,
  load: (segment: string) => Promise<Item | null>,
) {
  const { namespace, path, hiddenTitle } = kinds[kind];
  return async ({ params }: Pick<MemberPageProps, 'params'>): Promise<Metadata> => {
    const locale: Locale = await resolveLocale(params);
    const item = await load((await params).id);
    if (!item) return {};
    const page = { locale, namespace, path: path(item.id) };
    if (item.hidden) {
      const title = (await getTranslations({ locale }))(hiddenTitle);
      return dynamicPageMetadata({ ...page, title, description: title, index: false });
    }
    const image = memberShareImage(locale, kind, item.id);
    return dynamicPageMetadata({ ...page, title: item.title, description: item.summary, image });
  };
}
