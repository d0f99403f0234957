import type { Metadata } from 'next';
import { localizedPage } from '@/components/pages/localized-page';
import { NewsroomPage } from '@/components/pages/newsroom';
import { feedAlternate } from '@/lib/newsroom-feed';
import { metadataFor, resolveLocale, type LocaleParams } from '@/lib/page';

const pageMetadata = metadataFor('newsroom');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const metadata = await pageMetadata(props);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...feedAlternate(await resolveLocale(props.params)) },
  };
}

export default localizedPage('newsroom', NewsroomPage);
