import {
  Atom,
  Bot,
  Code2,
  Eye,
  Globe,
  GraduationCap,
  Hammer,
  HandHeart,
  Handshake,
  HeartPulse,
  KeyRound,
  Landmark,
  Lock,
  Newspaper,
  Palette,
  Scale,
  Store,
  UserCheck,
  Users,
  Vote,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const mission = [
  { key: 'empower', icon: HandHeart },
  { key: 'own', icon: KeyRound },
  { key: 'govern', icon: Vote },
] as const;

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

const values = [
  { key: 'humanFirst', icon: UserCheck },
  { key: 'privacy', icon: Lock },
  { key: 'openness', icon: Eye },
  { key: 'inclusion', icon: Globe },
  { key: 'fairReward', icon: Handshake },
] as const;

const bodies = [
  { key: 'stewards', icon: Hammer },
  { key: 'workingGroups', icon: Users },
  { key: 'assembly', icon: Vote },
  { key: 'council', icon: Scale },
] as const;

export async function AboutPage() {
  const t = await getTranslations('about');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/about/manifesto">{t('hero.manifesto')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/about/roadmap">{t('hero.roadmap')}</Link>
        </Button>
      </PageHero>

      <Section id="mission" title={t('mission.title')} intro={t('mission.intro')}>
        <FeatureGrid
          items={mission.map(({ key, icon }) => ({
            title: t(`mission.${key}.title`),
            body: t(`mission.${key}.body`),
            icon,
          }))}
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

      <Section id="values" title={t('values.title')} intro={t('values.intro')}>
        <FeatureGrid
          items={values.map(({ key, icon }) => ({
            title: t(`values.${key}.title`),
            body: t(`values.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="governance" title={t('governance.title')} intro={t('governance.intro')}>
        <FeatureGrid
          columns={4}
          items={bodies.map(({ key, icon }) => ({
            title: t(`governance.${key}.title`),
            body: t(`governance.${key}.body`),
            icon,
          }))}
        />
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface/60 p-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-muted">{t('governance.transition')}</p>
          <Button asChild variant="outline">
            <Link href="/ecosystem/dao">{t('governance.daoLink')}</Link>
          </Button>
        </div>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/about/roadmap">{t('closing.roadmap')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/about/manifesto">{t('closing.manifesto')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
