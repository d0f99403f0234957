import { Brain, Code2, Database, FileCheck, Puzzle, Receipt, Scale, Tag, Wallet, Wrench } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { listingCardStrings } from '@/components/marketplace/card-strings';
import { MarketSearchLazy } from '@/components/marketplace/market-search-lazy';
import type { MarketSearchStrings } from '@/components/marketplace/market-search';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { StatGrid, statItems } from '@/components/sections/stat-grid';
import { textItems } from '@/components/sections/text-items';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { libraryPath, routes, sellPath } from '@/lib/routes';

const categories = { models: Brain, datasets: Database, plugins: Puzzle, tools: Wrench };

const listingSteps = ['prepare', 'terms', 'review', 'publish'] as const;
const purchaseTopics = { payment: Wallet, receipt: Receipt, types: FileCheck, disputes: Scale };
const fees = ['platform', 'listing', 'payout'] as const;

/** The catalogue's texts, raw, in the locale (English underneath, key by key). */
export function marketSearchStrings(locale: Locale): MarketSearchStrings {
  const { marketplace } = getMessages(locale);
  return { ...listingCardStrings(locale), catalogue: marketplace.catalogue };
}

export async function MarketplacePage() {
  const t = await getTranslations('marketplace');
  const locale = (await getLocale()) as Locale;
  return (
    <>
      <PageHero {...heroProps(t, { list: sellPath, library: libraryPath, builders: routes.builders })} />

      <Section {...sectionText(t, 'categories')}>
        <FeatureGrid columns={4} items={textItems(t, 'categories', categories)} />
      </Section>

      <Section {...sectionText(t, 'catalogue', 'catalogue')}>
        <MarketSearchLazy locale={locale} strings={marketSearchStrings(locale)} />
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
