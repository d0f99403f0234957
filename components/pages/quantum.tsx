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
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

const labStages = ['explore', 'prototype', 'pilot'] as const;

const cryptoPrinciples = [
  { key: 'standards', icon: ShieldCheck },
  { key: 'hybrid', icon: Blend },
  { key: 'agility', icon: RefreshCw },
  { key: 'priority', icon: IdCard },
] as const;

const optimisation = [
  { key: 'energy', icon: Leaf },
  { key: 'logistics', icon: Truck },
  { key: 'risk', icon: TrendingUp },
  { key: 'matching', icon: Users },
] as const;

const research = [
  { key: 'pqIdentity', icon: Network },
  { key: 'qml', icon: Sparkles },
  { key: 'publicGood', icon: Scale },
  { key: 'education', icon: GraduationCap },
] as const;

const faq = ['hardware', 'threat', 'hype'] as const;

export async function QuantumPage() {
  const t = await getTranslations('quantum');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/ecosystem/quantum#lab">{t('hero.lab')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/academy">{t('hero.learn')}</Link>
        </Button>
      </PageHero>

      <Section id="lab" title={t('lab.title')} intro={t('lab.intro')} className="scroll-mt-20">
        <NumberedSteps
          items={labStages.map((stage) => ({
            id: stage,
            title: t(`lab.${stage}.title`),
            body: t(`lab.${stage}.body`),
          }))}
        />
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface/60 p-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-muted">{t('lab.apply')}</p>
          <Button asChild variant="outline">
            <Link href="/builders">
              {t('lab.builders')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <Section id="cryptography" title={t('crypto.title')} intro={t('crypto.intro')}>
        <FeatureGrid
          columns={4}
          items={cryptoPrinciples.map(({ key, icon }) => ({
            title: t(`crypto.${key}.title`),
            body: t(`crypto.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="optimisation" title={t('optimisation.title')} intro={t('optimisation.intro')}>
        <FeatureGrid
          columns={4}
          items={optimisation.map(({ key, icon }) => ({
            title: t(`optimisation.${key}.title`),
            body: t(`optimisation.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="research" title={t('research.title')} intro={t('research.intro')}>
        <FeatureGrid
          columns={2}
          items={research.map(({ key, icon }) => ({
            meta: t(`research.${key}.meta`),
            title: t(`research.${key}.title`),
            body: t(`research.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <FaqList
          items={faq.map((key) => ({
            question: t(`faq.${key}.question`),
            answer: t(`faq.${key}.answer`),
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/academy">{t('closing.academy')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/about/roadmap">{t('closing.roadmap')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
