import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { groupText } from '@/components/groups/format';
import { GroupPageView } from '@/components/groups/group-page';
import { foundingTexts } from '@/components/groups/strings';
import { PageBody } from '@/components/pages/page-body';
import { now } from '@/lib/clock';
import { getGroup } from '@/lib/community/groups';
import { listThreads } from '@/lib/community/threads';
import { resolveLocale } from '@/lib/page';
import { groupPath } from '@/lib/routes';
import { dynamicPageMetadata } from '@/lib/seo';

// A group is read from the database on each request (and so gets the per-request CSP nonce,
// server/server.mjs): its threads and counts change by the minute.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One read per request for the metadata and the page. Null for an unknown or impossible slug. */
const loadGroup = cache(async (slug: string) => (/^[a-z0-9-]{1,60}$/.test(slug) ? getGroup(slug) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const group = await loadGroup((await params).slug);
  if (!group) return {};
  const text = groupText(group, await foundingTexts());
  return dynamicPageMetadata({
    locale,
    namespace: 'groups',
    path: groupPath(group.slug),
    title: text.name,
    description: text.description,
  });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const group = await loadGroup((await params).slug);
  if (!group) notFound();
  // ?cursor= from "Older threads"; anything odd reads as the first page.
  const query = (await searchParams).cursor;
  const cursor = typeof query === 'string' && query.length > 0 && query.length <= 200 ? query : undefined;
  const [threads, founding] = await Promise.all([listThreads(group.id, { cursor }), foundingTexts()]);
  return (
    <PageBody locale={locale} namespace="groups">
      <GroupPageView
        group={group}
        text={groupText(group, founding)}
        threads={threads}
        cursor={cursor}
        now={now()}
        locale={locale}
      />
    </PageBody>
  );
}
