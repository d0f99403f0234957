import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

// Rendered inside the locale layout, so the frame and the language are those of the URL.
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <PageHero eyebrow="404" title={t('title')} lead={t('description')}>
        <Button asChild>
          <Link href={routes.home}>{t('home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={routes.newsroom}>{t('newsroom')}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href={routes.contact}>{t('contact')}</Link>
        </Button>
      </PageHero>
    </>
  );
}
