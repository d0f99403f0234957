import {
  ArrowRight,
  Atom,
  BadgeCheck,
  Bot,
  Brain,
  Clock,
  FileCheck,
  HeartPulse,
  Landmark,
  Lock,
  Palette,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const paths = [
  { key: 'aiFoundations', level: 'beginner' },
  { key: 'web3Essentials', level: 'beginner' },
  { key: 'civicGovernance', level: 'intermediate' },
  { key: 'healthData', level: 'intermediate' },
  { key: 'aiAgents', level: 'advanced' },
] as const;

const modules = ['moduleOne', 'moduleTwo', 'moduleThree', 'moduleFour'] as const;

const categories = [
  { key: 'ai', icon: Brain, href: '/ecosystem/ai-universe' },
  { key: 'web3', icon: Wallet, href: '/ecosystem/web3' },
  { key: 'health', icon: HeartPulse, href: '/ecosystem/health-tech' },
  { key: 'quantum', icon: Atom, href: '/ecosystem/quantum' },
  { key: 'creative', icon: Palette, href: '/creator-hub' },
  { key: 'governance', icon: Landmark, href: '/ecosystem/dao' },
] as const;

const credentials = [
  { key: 'what', icon: FileCheck },
  { key: 'verify', icon: BadgeCheck },
  { key: 'own', icon: Lock },
] as const;

const steps = ['join', 'choose', 'learn', 'earn'] as const;

export async function AcademyPage() {
  const t = await getTranslations('academy');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/academy#start">{t('hero.start')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/community">{t('hero.community')}</Link>
        </Button>
      </PageHero>

      <Section id="paths" title={t('paths.title')} intro={t('paths.intro')}>
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {paths.map(({ key, level }) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <div className="mb-3 flex flex-wrap items-center gap-2">
                  <Badge
                    variant={level === 'beginner' ? 'accent' : level === 'advanced' ? 'default' : 'muted'}
                  >
                    {t(`levels.${level}`)}
                  </Badge>
                  <span className="inline-flex items-center gap-1.5 text-xs text-muted">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {t(`paths.${key}.duration`)}
                  </span>
                </div>
                <CardTitle>{t(`paths.${key}.title`)}</CardTitle>
                <CardDescription>{t(`paths.${key}.body`)}</CardDescription>
                <p className="mt-4 text-xs font-semibold tracking-wider text-accent uppercase">
                  {t('paths.modulesLabel')}
                </p>
                <ol className="mt-2 space-y-1.5 text-sm text-muted">
                  {modules.map((module, index) => (
                    <li key={module} className="flex gap-2">
                      <span aria-hidden="true" className="w-4 shrink-0 font-semibold text-primary">
                        {index + 1}
                      </span>
                      {t(`paths.${key}.${module}`)}
                    </li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="catalogue" title={t('catalogue.title')} intro={t('catalogue.intro')}>
        <FeatureGrid
          items={categories.map(({ key, icon, href }) => ({
            title: t(`catalogue.${key}.title`),
            body: t(`catalogue.${key}.body`),
            icon,
            footer: (
              <Link
                href={href}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                {t('catalogue.explore')}
                <span className="sr-only">: {t(`catalogue.${key}.title`)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ),
          }))}
        />
      </Section>

      <Section id="credentials" title={t('credentials.title')} intro={t('credentials.intro')}>
        <FeatureGrid
          items={credentials.map(({ key, icon }) => ({
            title: t(`credentials.${key}.title`),
            body: t(`credentials.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="start" title={t('start.title')} intro={t('start.intro')}>
        <NumberedSteps
          columns={4}
          items={steps.map((step) => ({
            title: t(`start.${step}.title`),
            body: t(`start.${step}.body`),
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/community">{t('closing.community')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/builders">
            <Bot aria-hidden="true" />
            {t('closing.builders')}
          </Link>
        </Button>
      </CtaBand>
    </>
  );
}
