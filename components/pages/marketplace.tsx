import { Brain, Code2, Database, FileCheck, Puzzle, Receipt, Scale, Tag, Wallet, Wrench } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { ExampleBadges } from '@/components/sections/example-badges';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FigurePair } from '@/components/sections/figure-pair';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { StatGrid, statItems } from '@/components/sections/stat-grid';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { pageHref, routes } from '@/lib/routes';

const categories = { models: Brain, datasets: Database, plugins: Puzzle, tools: Wrench };

/** Example listings, each with the category it is filed under. */
const listings = {
  summarizer: 'models',
  civicQa: 'datasets',
  proposalPlugin: 'plugins',
  evalKit: 'tools',
  translator: 'models',
  cropImagery: 'datasets',
} satisfies Record<string, keyof typeof categories>;

const listingSteps = ['prepare', 'terms', 'review', 'publish'] as const;
const purchaseTopics = { payment: Wallet, receipt: Receipt, types: FileCheck, disputes: Scale };
const fees = ['platform', 'listing', 'payout'] as const;

export async function MarketplacePage() {
  const t = await getTranslations('marketplace');
  return (
    <>
      <PageHero
        {...heroProps(t, { list: pageHref('marketplace', 'list-item'), builders: routes.builders })}
      />

      <Section {...sectionText(t, 'categories')}>
        <FeatureGrid columns={4} items={textItems(t, 'categories', categories)} />
      </Section>

      <Section {...sectionText(t, 'listings')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {entriesOf(listings).map(([key, category]) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <ExampleBadges example={t('listings.example')} status={t(`categories.${category}.title`)} />
                <CardTitle className="mt-3">{t(`listings.${key}.title`)}</CardTitle>
                <CardDescription>{t(`listings.${key}.body`)}</CardDescription>
                <div className="mt-auto pt-5">
                  <FigurePair
                    size="medium"
                    main={{ label: t('listings.priceLabel'), value: t(`listings.${key}.price`) }}
                    detail={{ label: t('listings.licenceLabel'), value: t(`listings.${key}.licence`) }}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section {...sectionText(t, 'listing', 'list-item')}>
        <NumberedSteps columns={4} items={textItems(t, 'listing', listingSteps)} />
      </Section>

      <Section {...sectionText(t, 'purchases')}>
        <FeatureGrid columns={2} items={textItems(t, 'purchases', purchaseTopics)} />
      </Section>

      <Section {...sectionText(t, 'fees')}>
        <StatGrid items={statItems(t, 'fees', fees)} />
        <CalloutNote icon={Tag} className="mt-6">
          {t('fees.gasNote')}
        </CalloutNote>
      </Section>

      <CtaBand
        {...closingProps(t, { builders: { href: routes.builders, icon: Code2 }, docs: routes.docs })}
      />
    </>
  );
}
