import {
  ArrowRight,
  Blend,
  GraduationCap,
  IdCard,
  Leaf,
  Network,
  RefreshCw,
  Scale,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Truck,
  Users,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { faqSection, FaqSection } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { InlineCta } from '@/components/sections/inline-cta';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { pageHref, routes } from '@/lib/routes';

const labStages = ['explore', 'prototype', 'pilot'] as const;
const cryptoPrinciples = {
  standards: ShieldCheck,
  hybrid: Blend,
  agility: RefreshCw,
  priority: IdCard,
};

const optimisation = { energy: Leaf, logistics: Truck, risk: TrendingUp, matching: Users };
const research = { pqIdentity: Network, qml: Sparkles, publicGood: Scale, education: GraduationCap };
const faq = ['hardware', 'threat', 'hype'] as const;

export async function QuantumPage() {
  const t = await getTranslations('quantum');
  return (
    <>
      <PageHero {...heroProps(t, { lab: pageHref('quantum', 'lab'), learn: routes.academy })} />

      <Section {...sectionText(t, 'lab')} className="scroll-mt-20">
        <NumberedSteps items={textItems(t, 'lab', labStages)} />
        <InlineCta body={t('lab.apply')} href={routes.builders}>
          {t('lab.builders')}
          <ArrowRight aria-hidden="true" />
        </InlineCta>
      </Section>

      <Section {...sectionText(t, 'crypto', 'cryptography')}>
        <FeatureGrid columns={4} items={textItems(t, 'crypto', cryptoPrinciples)} />
      </Section>

      <Section {...sectionText(t, 'optimisation')}>
        <FeatureGrid columns={4} items={textItems(t, 'optimisation', optimisation)} />
      </Section>

      <Section {...sectionText(t, 'research')}>
        <FeatureGrid columns={2} items={textItems(t, 'research', research, ['meta'])} />
      </Section>

      <FaqSection {...faqSection(t, faq)} />

      <CtaBand {...closingProps(t, { academy: routes.academy, roadmap: routes.roadmap })} />
    </>
  );
}
