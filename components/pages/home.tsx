import { getLocale, getTranslations } from 'next-intl/server';
import { type LiveFigureName } from '@/components/home/live-figure';
import { LiveFigureLazy as LiveFigure } from '@/components/home/live-figure-lazy';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { actionLinks } from '@/components/sections/link-button';
import { LinkCardGrid, pageItems } from '@/components/sections/link-card-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { StatGrid } from '@/components/sections/stat-grid';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/config';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { organization, website } from '@/lib/structured-data';
import { areas } from './areas';

/** The live figures (GET /api/stats) and their labels: citizens, published model listings, contributions. */
const stats = {
  citizens: 'citizens',
  models: 'aiModels',
  transactions: 'dailyTransactions',
} as const satisfies Record<string, LiveFigureName>;
const steps = ['one', 'two', 'three'] as const;

export async function HomePage() {
  const t = await getTranslations('home');
  const common = await getTranslations('common');
  const locale = await getLocale();
  const description = t('meta.description', { brand: site.name });
  return (
    <>
      <JsonLd data={[organization(description), website(locale as Locale, description)]} />
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        actions={actionLinks(t, 'cta', {
          join: routes.aiUniverse,
          launch: { href: routes.builders, variant: 'accent' },
          earn: routes.community,
        })}
      >
        <p className="w-full text-xl font-medium text-foreground">{t('hero.tagline')}</p>
      </PageHero>

      <Section {...sectionText(t, 'stats')}>
        <StatGrid
          items={entriesOf(stats).map(([key, name]) => ({
            label: t(`stats.${key}`),
            value: (
              <LiveFigure
                name={name}
                locale={locale}
                loading={common('loading')}
                unavailable={t('stats.unavailable')}
              />
            ),
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'areas')}>
        <LinkCardGrid columns={5} items={pageItems(t, 'areas', areas)} />
      </Section>

      <Section id="steps" title={t('steps.title')}>
        <NumberedSteps
          items={textItems(t, 'steps', steps)}
          className="grid gap-5 md:grid-cols-3"
          cardClassName="h-full"
        />
      </Section>

      <CtaBand {...closingProps(t, { manifesto: routes.manifesto, roadmap: routes.roadmap })} />
    </>
  );
}
