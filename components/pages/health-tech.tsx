import {
  Activity,
  Eye,
  FileLock,
  FlaskConical,
  KeyRound,
  MegaphoneOff,
  ShieldAlert,
  ShieldCheck,
  Trash2,
  Video,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CalloutNote } from '@/components/sections/callout-note';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

const services = [
  { key: 'diagnostics', icon: Activity },
  { key: 'records', icon: FileLock },
  { key: 'consultations', icon: Video },
] as const;
const servicePoints = ['p1', 'p2', 'p3'] as const;

const privacyRules = [
  { key: 'ownership', icon: KeyRound },
  { key: 'consent', icon: ShieldCheck },
  { key: 'minimal', icon: Trash2 },
  { key: 'audit', icon: Eye },
  { key: 'research', icon: FlaskConical },
  { key: 'noAds', icon: MegaphoneOff },
] as const;

const journey = ['describe', 'prepare', 'consult', 'followUp'] as const;
const faq = ['diagnosis', 'access', 'availability', 'delete'] as const;

export async function HealthTechPage() {
  const t = await getTranslations('healthTech');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/ecosystem/ai-universe">{t('hero.citizen')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/about/roadmap">{t('hero.roadmap')}</Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={ShieldAlert} title={t('disclaimer.title')}>
          <p>{t('disclaimer.body')}</p>
          <p className="font-medium text-foreground">{t('disclaimer.emergency')}</p>
        </CalloutNote>
      </div>

      <Section id="services" title={t('services.title')} intro={t('services.intro')}>
        <FeatureGrid
          items={services.map(({ key, icon }) => ({
            title: t(`services.${key}.title`),
            body: t(`services.${key}.body`),
            icon,
            points: servicePoints.map((p) => t(`services.${key}.${p}`)),
          }))}
        />
      </Section>

      <Section id="privacy" title={t('privacy.title')} intro={t('privacy.intro')}>
        <FeatureGrid
          items={privacyRules.map(({ key, icon }) => ({
            title: t(`privacy.${key}.title`),
            body: t(`privacy.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="consultation" title={t('journey.title')} intro={t('journey.intro')}>
        <NumberedSteps
          columns={4}
          items={journey.map((step) => ({
            id: step,
            title: t(`journey.${step}.title`),
            body: t(`journey.${step}.body`),
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
          <Link href="/about/roadmap">{t('closing.roadmap')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/ecosystem/ai-universe">{t('closing.citizen')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
