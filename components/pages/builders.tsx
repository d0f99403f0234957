import {
  ArrowRight,
  BookOpen,
  Box,
  Braces,
  FileCode,
  FlaskConical,
  GitFork,
  GraduationCap,
  Code2,
  LifeBuoy,
  MessagesSquare,
  Network,
  Rocket,
  ShieldCheck,
  SquareTerminal,
  Store,
  TestTube,
  Trophy,
  Users,
  Vote,
  IdCard,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const apis = [
  { key: 'identity', icon: IdCard },
  { key: 'inference', icon: Network },
  { key: 'governance', icon: Vote },
  { key: 'marketplace', icon: Store },
] as const;

const sdks = [
  { key: 'typescript', icon: Braces },
  { key: 'python', icon: Code2 },
  { key: 'contracts', icon: FileCode },
] as const;

const tools = [
  { key: 'cli', icon: SquareTerminal },
  { key: 'sandbox', icon: TestTube },
  { key: 'explorer', icon: Box },
  { key: 'evaluation', icon: FlaskConical },
] as const;

const repoPoints = ['reference', 'templates', 'contribute'] as const;

const grants = [
  { key: 'publicGoods', icon: Users },
  { key: 'safety', icon: ShieldCheck },
  { key: 'education', icon: GraduationCap },
] as const;

const hackathonPoints = ['teams', 'mentors', 'launch'] as const;

const supportChannels = [
  { key: 'docs', icon: BookOpen, href: '/docs' },
  { key: 'community', icon: MessagesSquare, href: '/community' },
  { key: 'help', icon: LifeBuoy, href: '/help-center' },
] as const;

const launchSteps = ['join', 'build', 'evaluate', 'review', 'publish'] as const;

export async function BuildersPage() {
  const t = await getTranslations('builders');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/docs">{t('hero.docs')}</Link>
        </Button>
        <Button asChild size="lg" variant="accent">
          <Link href="/builders#launch">
            <Rocket aria-hidden="true" />
            {t('hero.launch')}
          </Link>
        </Button>
      </PageHero>

      <Section id="apis" title={t('apis.title')} intro={t('apis.intro')}>
        <FeatureGrid
          columns={4}
          items={apis.map(({ key, icon }) => ({
            title: t(`apis.${key}.title`),
            body: t(`apis.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="sdks" title={t('sdks.title')} intro={t('sdks.intro')}>
        <FeatureGrid
          items={sdks.map(({ key, icon }) => ({
            title: t(`sdks.${key}.title`),
            body: t(`sdks.${key}.body`),
            icon,
          }))}
        />
        <Card className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle>{t('docs.title')}</CardTitle>
            <CardDescription>{t('docs.body')}</CardDescription>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link href="/docs">
              {t('docs.link')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      </Section>

      <Section id="tools" title={t('tools.title')} intro={t('tools.intro')}>
        <FeatureGrid
          columns={4}
          items={tools.map(({ key, icon }) => ({
            title: t(`tools.${key}.title`),
            body: t(`tools.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="repositories" title={t('repos.title')} intro={t('repos.intro')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {repoPoints.map((point) => (
            <li key={point} className="flex gap-3 rounded-2xl border border-border bg-surface/60 p-5 text-sm">
              <GitFork aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span className="text-muted">{t(`repos.${point}`)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="grants" title={t('grants.title')} intro={t('grants.intro')}>
        <FeatureGrid
          items={grants.map(({ key, icon }) => ({
            title: t(`grants.${key}.title`),
            body: t(`grants.${key}.body`),
            icon,
          }))}
        />
        <Link
          href="/society/proposals"
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          {t('grants.proposals')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Section>

      <Section id="hackathons" title={t('hackathons.title')} intro={t('hackathons.intro')}>
        <Card className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <ul className="space-y-2 text-sm text-muted">
            {hackathonPoints.map((point) => (
              <li key={point} className="flex gap-2">
                <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {t(`hackathons.points.${point}`)}
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" className="self-start md:self-auto">
            <Link href="/newsroom">{t('hackathons.newsroom')}</Link>
          </Button>
        </Card>
      </Section>

      <Section id="support" title={t('support.title')} intro={t('support.intro')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {supportChannels.map(({ key, icon: Icon, href }) => (
            <li key={key}>
              <Link
                href={href}
                className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors group-hover:border-primary/60">
                  <Icon aria-hidden="true" className="mb-3 size-6 text-accent" />
                  <CardTitle className="text-base">{t(`support.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`support.${key}.body`)}</CardDescription>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="launch" title={t('launch.title')} intro={t('launch.intro')}>
        <Timeline
          items={launchSteps.map((step, index) => ({
            period: `${t('launch.stepLabel')} ${index + 1}`,
            title: t(`launch.${step}.title`),
            body: t(`launch.${step}.body`),
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/marketplace">{t('closing.marketplace')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/community">{t('closing.community')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
