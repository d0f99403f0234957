import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { CreationPage } from '@/components/pages/creation';
import { PageBody } from '@/components/pages/page-body';
import { resolveLocale } from '@/lib/page';
import { creationPath } from '@/lib/routes';
import { dynamicPageMetadata } from '@/lib/seo';
import { creationIdOf } from '@/lib/studio/http';
import { publicCreation } from '@/lib/studio/service';

// A published creation's share page: read on each request (its author may unpublish it), indexable, with
// the creation itself (or a video's poster) as its OpenGraph image.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = cache(async (segment: string) => {
  const id = creationIdOf(segment);
  return id === null ? null : publicCreation(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const creation = await load((await params).id);
  if (!creation) return {};
  const t = await getTranslations({ locale, namespace: 'creatorHub' });
  const kind = t(`app.kinds.${creation.kind}`);
  const title = creation.author
    ? t('creation.meta.title', { kind, handle: creation.author.handle })
    : t('creation.meta.titleAnonymous');
  const description = t('creation.meta.description', { prompt: creation.prompt.slice(0, 240) });
  const metadata = dynamicPageMetadata({
    locale,
    namespace: 'creatorHub',
    path: creationPath(creation.id),
    title,
    description,
  });
  // The image itself shares best; a video shares its poster frame.
  const image = creation.kind === 'image' ? creation.file! : creation.thumb!;
  const size = creation.kind === 'image' ? { width: creation.width, height: creation.height } : {};
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      images: [{ url: image, ...size, alt: creation.prompt.slice(0, 200) }],
    },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const creation = await load((await params).id);
  if (!creation) notFound();
  return (
    <PageBody locale={locale} namespace="creatorHub">
      <CreationPage creation={creation} locale={locale} />
    </PageBody>
  );
}
