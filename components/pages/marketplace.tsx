import { Brain, Code2, Database, FileCheck, Puzzle, Receipt, Scale, Tag, Wallet, Wrench } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatGrid } from '@/components/sections/stat-grid';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const categories = [
  { key: 'models', icon: Brain },
  { key: 'datasets', icon: Database },
  { key: 'plugins', icon: Puzzle },
  { key: 'tools', icon: Wrench },
] as const;

const listings = [
  { key: 'summarizer', category: 'models' },
  { key: 'civicQa', category: 'datasets' },
  { key: 'proposalPlugin', category: 'plugins' },
  { key: 'evalKit', category: 'tools' },
  { key: 'translator', category: 'models' },
  { key: 'cropImagery', category: 'datasets' },
] as const;

const listingSteps = ['prepare', 'terms', 'review', 'publish'] as const;

const purchaseTopics = [
  { key: 'payment', icon: Wallet },
  { key: 'receipt', icon: Receipt },
  { key: 'types', icon: FileCheck },
  { key: 'disputes', icon: Scale },
] as const;

const fees = ['platform', 'listing', 'payout'] as const;

export async function MarketplacePage() {
  const t = await getTranslations('marketplace');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/marketplace#list-item">{t('hero.list')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/builders">{t('hero.builders')}</Link>
        </Button>
      </PageHero>

      <Section id="categories" title={t('categories.title')} intro={t('categories.intro')}>
        <FeatureGrid
          columns={4}
          items={categories.map(({ key, icon }) => ({
            title: t(`categories.${key}.title`),
            body: t(`categories.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="listings" title={t('listings.title')} intro={t('listings.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map(({ key, category }) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <div className="flex flex-wrap gap-2">
                  <Badge variant="muted">{t('listings.example')}</Badge>
                  <Badge>{t(`categories.${category}.title`)}</Badge>
                </div>
                <CardTitle className="mt-3">{t(`listings.${key}.title`)}</CardTitle>
                <CardDescription>{t(`listings.${key}.body`)}</CardDescription>
                <div className="mt-auto pt-5">
                  <dl className="grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
                    <div>
                      <dt className="text-muted">{t('listings.priceLabel')}</dt>
                      <dd className="mt-1 text-xl font-bold text-foreground">{t(`listings.${key}.price`)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{t('listings.licenceLabel')}</dt>
                      <dd className="mt-1 font-semibold text-foreground">{t(`listings.${key}.licence`)}</dd>
                    </div>
                  </dl>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="list-item" title={t('listing.title')} intro={t('listing.intro')}>
        <NumberedSteps
          columns={4}
          items={listingSteps.map((step) => ({
            title: t(`listing.${step}.title`),
            body: t(`listing.${step}.body`),
          }))}
        />
      </Section>

      <Section id="purchases" title={t('purchases.title')} intro={t('purchases.intro')}>
        <FeatureGrid
          columns={2}
          items={purchaseTopics.map(({ key, icon }) => ({
            title: t(`purchases.${key}.title`),
            body: t(`purchases.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="fees" title={t('fees.title')} intro={t('fees.intro')}>
        <StatGrid items={fees.map((fee) => ({ value: t(`fees.${fee}Value`), label: t(`fees.${fee}`) }))} />
        <CalloutNote icon={Tag} className="mt-6">
          {t('fees.gasNote')}
        </CalloutNote>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/builders">
            <Code2 aria-hidden="true" />
            {t('closing.builders')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/docs">{t('closing.docs')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
