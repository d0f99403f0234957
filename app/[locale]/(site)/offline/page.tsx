import { OfflinePage } from '@/components/pages/offline';
import { unlistedMetadata } from '@/components/pages/unlisted-metadata';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// Precached by the offline worker and shown when a navigation fails for lack of network.
export const generateMetadata = unlistedMetadata('offline');

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <OfflinePage />;
}
