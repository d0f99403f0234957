import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ModerationQueueLazy } from '@/components/moderation/moderation-queue-lazy';
import { queueStrings } from '@/components/moderation/strings';
import { PageBody } from '@/components/pages/page-body';
import { PageHero } from '@/components/sections/page-hero';
import { Link } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/page';
import { pathReviewPath } from '@/lib/routes';

// The moderators' queue: a static shell like the dashboard's, the queue itself an island that asks the
// server as the signed-in member (GET /api/moderation/queue). Not for search engines.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'moderation' });
  return { title: t('meta.title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('moderation');
  return (
    <PageBody locale={locale} namespace="moderation">
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <ModerationQueueLazy strings={await queueStrings()} locale={locale} />
      <p className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
        <Link href={pathReviewPath} className="font-medium text-primary underline">
          {t('pathsLink')}
        </Link>
      </p>
    </PageBody>
  );
}
