import { getTranslations } from 'next-intl/server';
import { UnsubscribeForm } from '@/components/newsletter/unsubscribe-form';
import { unlistedMetadata } from '@/components/pages/unlisted-metadata';
import { PageHero } from '@/components/sections/page-hero';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// Reached from the unsubscribe link in every newsletter (lib/newsletter.ts: unsubscribeUrl).
export const generateMetadata = unlistedMetadata('newsletter.unsubscribe');

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('newsletter.unsubscribe');
  return (
    <>
      <PageHero title={t('title')} lead={t('description')} />
      <UnsubscribeForm
        strings={{
          button: t('button'),
          working: t('working'),
          done: t('done'),
          invalid: t('invalid'),
          error: t('error'),
        }}
      />
    </>
  );
}
