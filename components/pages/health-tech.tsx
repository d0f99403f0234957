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
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { faqSection, FaqSection } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { routes } from '@/lib/routes';

const services = { diagnostics: Activity, records: FileLock, consultations: Video };

const servicePoints = ['p1', 'p2', 'p3'] as const;

const privacyRules = {
  ownership: KeyRound,
  consent: ShieldCheck,
  minimal: Trash2,
  audit: Eye,
  research: FlaskConical,
  noAds: MegaphoneOff,
};

const journey = ['describe', 'prepare', 'consult', 'followUp'] as const;
const faq = ['diagnosis', 'access', 'availability', 'delete'] as const;

export async function HealthTechPage() {
  const t = await getTranslations('healthTech');
  return (
    <>
      <PageHero {...heroProps(t, { citizen: routes.aiUniverse, roadmap: routes.roadmap })} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={ShieldAlert} title={t('disclaimer.title')}>
          <p>{t('disclaimer.body')}</p>
          <p className="font-medium text-foreground">{t('disclaimer.emergency')}</p>
        </CalloutNote>
      </div>

      <Section {...sectionText(t, 'services')}>
        <FeatureGrid
          items={textItems(t, 'services', services).map((service) => ({
            ...service,
            points: servicePoints.map((p) => t(`services.${service.id}.${p}`)),
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'privacy')}>
        <FeatureGrid items={textItems(t, 'privacy', privacyRules)} />
      </Section>

      <Section {...sectionText(t, 'journey', 'consultation')}>
        <NumberedSteps columns={4} items={textItems(t, 'journey', journey)} />
      </Section>

      <FaqSection {...faqSection(t, faq)} />

      <CtaBand {...closingProps(t, { roadmap: routes.roadmap, citizen: routes.aiUniverse })} />
    </>
  );
}
