import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { Button } from '@/components/ui/button';

export async function OfflinePage() {
  const t = await getTranslations('offline');
  return (
    <PageHero title={t('title')} lead={t('description')}>
      {/* A plain link reloads the page the visitor wanted once the network is back. */}
      <Button asChild>
        <a href="">{t('retry')}</a>
      </Button>
    </PageHero>
  );
}
