import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { unlistedMetadata } from '@/components/pages/unlisted-metadata';
import { PageHero } from '@/components/sections/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import { linkOutcomes, type OutcomePage } from '@/lib/mail/links';
import { resolveLocale } from '@/lib/page';
import { routes } from '@/lib/routes';

// Where a mail link lands after its handler used the token (lib/mail/links.ts): one static page per
// outcome and language.
type Params = { params: Promise<{ locale: string; outcome: string }> };

export const dynamicParams = false;

// Once per language of the layout's generateStaticParams.
export function generateStaticParams() {
  return linkOutcomes.map((outcome) => ({ outcome }));
}

const isOutcome = (value: string): value is OutcomePage =>
  (linkOutcomes as readonly string[]).includes(value);

export async function generateMetadata({ params }: Params) {
  const { outcome } = await params;
  if (!isOutcome(outcome)) notFound();
  return unlistedMetadata(`email.outcomes.${outcome}`)({ params });
}

export default async function Page({ params }: Params) {
  const { outcome } = await params;
  await resolveLocale(params);
  if (!isOutcome(outcome)) notFound();
  const t = await getTranslations('email.outcomes');
  const home = outcome === 'verified' ? routes.dashboard : routes.home;
  return (
    <>
      <PageHero title={t(`${outcome}.title`)} lead={t(`${outcome}.text`)} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <Link href={home} className={buttonVariants({ size: 'field' })}>
          {outcome === 'verified' ? t('dashboard') : t('home')}
        </Link>
      </div>
    </>
  );
}
