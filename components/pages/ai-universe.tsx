import { ArrowRight, BookOpen, Bot, Code2, Lock, Palette, Scale, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

const steps = ['handle', 'email', 'mint', 'dao'] as const;
const tiers = ['resident', 'citizen', 'steward', 'councillor'] as const;
const perks = ['p1', 'p2', 'p3'] as const;

const agents = [
  { key: 'companion', icon: Bot },
  { key: 'tutor', icon: BookOpen },
  { key: 'builder', icon: Code2 },
  { key: 'civic', icon: Scale },
  { key: 'guardian', icon: ShieldCheck },
  { key: 'creative', icon: Palette },
] as const;

export async function AiUniversePage() {
  const t = await getTranslations('aiUniverse');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/ecosystem/ai-universe#citizenship">{t('hero.start')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/academy">{t('hero.learn')}</Link>
        </Button>
      </PageHero>

      <Section
        id="citizenship"
        title={t('citizenship.title')}
        intro={t('citizenship.intro')}
        className="scroll-mt-20"
      >
        <NumberedSteps
          columns={4}
          items={steps.map((step) => ({
            id: step,
            title: t(`citizenship.${step}.title`),
            body: t(`citizenship.${step}.body`),
            footer:
              step === 'dao' ? (
                <Link
                  href="/ecosystem/dao"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
                >
                  {t('citizenship.dao.link')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : undefined,
          }))}
        />
        <p className="mt-6 flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('citizenship.privacyNote')}
        </p>
      </Section>

      <Section id="tiers" title={t('tiers.title')} intro={t('tiers.intro')}>
        <FeatureGrid
          columns={4}
          items={tiers.map((tier) => ({
            meta: t(`tiers.${tier}.meta`),
            title: t(`tiers.${tier}.title`),
            body: t(`tiers.${tier}.body`),
            points: perks.map((p) => t(`tiers.${tier}.${p}`)),
          }))}
        />
      </Section>

      <Section id="agents" title={t('agents.title')} intro={t('agents.intro')}>
        <FeatureGrid
          items={agents.map(({ key, icon }) => ({
            title: t(`agents.${key}.title`),
            body: t(`agents.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/ecosystem/dao">{t('closing.dao')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/academy">{t('closing.academy')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
