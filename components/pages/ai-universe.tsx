import { BookOpen, Bot, Code2, Lock, Palette, Scale, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ArrowLink } from '@/components/sections/arrow-link';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { pageHref, routes } from '@/lib/routes';

const steps = ['handle', 'email', 'mint', 'dao'] as const;
const tiers = ['resident', 'citizen', 'steward', 'councillor'] as const;
const perks = ['p1', 'p2', 'p3'] as const;

const agents = {
  companion: Bot,
  tutor: BookOpen,
  builder: Code2,
  civic: Scale,
  guardian: ShieldCheck,
  creative: Palette,
};

export async function AiUniversePage() {
  const t = await getTranslations('aiUniverse');
  return (
    <>
      <PageHero {...heroProps(t, { start: pageHref('aiUniverse', 'citizenship'), learn: routes.academy })} />

      <Section {...sectionText(t, 'citizenship')} className="scroll-mt-20">
        <NumberedSteps
          columns={4}
          items={textItems(t, 'citizenship', steps).map((step) => ({
            ...step,
            footer:
              step.id === 'dao' ? (
                <ArrowLink href={routes.dao}>{t('citizenship.dao.link')}</ArrowLink>
              ) : undefined,
          }))}
        />
        <p className="mt-6 flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('citizenship.privacyNote')}
        </p>
      </Section>

      <Section {...sectionText(t, 'tiers')}>
        <FeatureGrid
          columns={4}
          items={textItems(t, 'tiers', tiers, ['meta']).map((tier) => ({
            ...tier,
            points: perks.map((p) => t(`tiers.${tier.id}.${p}`)),
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'agents')}>
        <FeatureGrid items={textItems(t, 'agents', agents)} />
      </Section>

      <CtaBand {...closingProps(t, { dao: routes.dao, academy: routes.academy })} />
    </>
  );
}
