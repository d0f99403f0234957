import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflinePage } from '@/components/pages/offline';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// Precached by the offline worker and shown when a navigation fails for lack of network.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <OfflinePage />;
}
