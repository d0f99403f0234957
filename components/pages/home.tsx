import {
  Atom,
  Bot,
  Code2,
  GraduationCap,
  HeartPulse,
  Landmark,
  Newspaper,
  Palette,
  Store,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatGrid } from '@/components/sections/stat-grid';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const areas = [
  { key: 'aiUniverse', href: '/ecosystem/ai-universe', icon: Bot },
  { key: 'healthTech', href: '/ecosystem/health-tech', icon: HeartPulse },
  { key: 'dao', href: '/ecosystem/dao', icon: Landmark },
  { key: 'quantum', href: '/ecosystem/quantum', icon: Atom },
  { key: 'web3', href: '/ecosystem/web3', icon: Wallet },
  { key: 'academy', href: '/academy', icon: GraduationCap },
  { key: 'creatorHub', href: '/creator-hub', icon: Palette },
  { key: 'builders', href: '/builders', icon: Code2 },
  { key: 'marketplace', href: '/marketplace', icon: Store },
  { key: 'newsroom', href: '/newsroom', icon: Newspaper },
] as const;

const steps = ['one', 'two', 'three'] as const;

export async function HomePage() {
  const t = await getTranslations('home');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.subtitle')}>
        <p className="w-full text-xl font-medium text-foreground">{t('hero.tagline')}</p>
        <Button asChild size="lg">
          <Link href="/ecosystem/ai-universe">{t('cta.join')}</Link>
        </Button>
        <Button asChild size="lg" variant="accent">
          <Link href="/builders">{t('cta.launch')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/community">{t('cta.earn')}</Link>
        </Button>
      </PageHero>

      <Section id="stats" title={t('stats.title')} intro={t('stats.intro')}>
        <StatGrid
          items={[
            { value: t('stats.citizensValue'), label: t('stats.citizens') },
            { value: t('stats.modelsValue'), label: t('stats.models') },
            { value: t('stats.transactionsValue'), label: t('stats.transactions') },
          ]}
        />
      </Section>

      <Section id="areas" title={t('areas.title')} intro={t('areas.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {areas.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors group-hover:border-primary/60">
                  <Icon aria-hidden="true" className="mb-3 size-6 text-accent" />
                  <CardTitle className="text-base">{t(`areas.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`areas.${key}.body`)}</CardDescription>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="steps" title={t('steps.title')}>
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="mb-3 grid size-9 place-items-center rounded-full bg-primary/15 font-bold text-primary"
                >
                  {index + 1}
                </span>
                <CardTitle>{t(`steps.${step}.title`)}</CardTitle>
                <CardDescription>{t(`steps.${step}.body`)}</CardDescription>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/about/manifesto">{t('closing.manifesto')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/about/roadmap">{t('closing.roadmap')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
