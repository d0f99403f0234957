import {
  ArrowRight,
  BookOpen,
  Box,
  Braces,
  Code2,
  FileCode,
  FlaskConical,
  GitFork,
  GraduationCap,
  IdCard,
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
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ArrowLink } from '@/components/sections/arrow-link';
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { LinkButton } from '@/components/sections/link-button';
import { LinkCardGrid, linkItems } from '@/components/sections/link-card-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { TileList } from '@/components/sections/tile-list';
import { Timeline } from '@/components/sections/timeline';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { pageHref, routes } from '@/lib/routes';

const apis = { identity: IdCard, inference: Network, governance: Vote, marketplace: Store };

const sdks = { typescript: Braces, python: Code2, contracts: FileCode };
const tools = { cli: SquareTerminal, sandbox: TestTube, explorer: Box, evaluation: FlaskConical };
const repoPoints = ['reference', 'templates', 'contribute'] as const;
const grants = { publicGoods: Users, safety: ShieldCheck, education: GraduationCap };
const hackathonPoints = ['teams', 'mentors', 'launch'] as const;

const supportChannels = {
  docs: { icon: BookOpen, href: routes.docs },
  community: { icon: MessagesSquare, href: routes.community },
  help: { icon: LifeBuoy, href: routes.helpCenter },
};

const launchSteps = ['join', 'build', 'evaluate', 'review', 'publish'] as const;

export async function BuildersPage() {
  const t = await getTranslations('builders');
  return (
    <>
      <PageHero
        {...heroProps(t, {
          docs: routes.docs,
          launch: { href: pageHref('builders', 'launch'), variant: 'accent', icon: Rocket },
        })}
      />

      <Section {...sectionText(t, 'apis')}>
        <FeatureGrid columns={4} items={textItems(t, 'apis', apis)} />
      </Section>

      <Section {...sectionText(t, 'sdks')}>
        <FeatureGrid items={textItems(t, 'sdks', sdks)} />
        <Card className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle>{t('docs.title')}</CardTitle>
            <CardDescription>{t('docs.body')}</CardDescription>
          </div>
          <LinkButton href={routes.docs} variant="outline" className="self-start sm:self-auto">
            {t('docs.link')}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </Card>
      </Section>

      <Section {...sectionText(t, 'tools')}>
        <FeatureGrid columns={4} items={textItems(t, 'tools', tools)} />
      </Section>

      <Section {...sectionText(t, 'repos', 'repositories')}>
        <TileList
          items={repoPoints.map((point) => ({ text: t(`repos.${point}`), icon: GitFork }))}
          className="grid gap-4 md:grid-cols-3"
          tileClassName="p-5"
        />
      </Section>

      <Section {...sectionText(t, 'grants')}>
        <FeatureGrid items={textItems(t, 'grants', grants)} />
        <ArrowLink href={routes.proposals} className="mt-6">
          {t('grants.proposals')}
        </ArrowLink>
      </Section>

      <Section {...sectionText(t, 'hackathons')}>
        <Card className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <BulletList
            items={hackathonPoints.map((point) => t(`hackathons.points.${point}`))}
            icon={Trophy}
            className="space-y-2 text-sm text-muted"
          />
          <LinkButton href={routes.newsroom} variant="outline" className="self-start md:self-auto">
            {t('hackathons.newsroom')}
          </LinkButton>
        </Card>
      </Section>

      <Section {...sectionText(t, 'support')}>
        <LinkCardGrid
          items={linkItems(t, 'support', supportChannels)}
          className="grid gap-5 md:grid-cols-3"
        />
      </Section>

      <Section {...sectionText(t, 'launch')}>
        <Timeline
          items={textItems(t, 'launch', launchSteps).map((step, index) => ({
            ...step,
            period: `${t('launch.stepLabel')} ${index + 1}`,
          }))}
        />
      </Section>

      <CtaBand {...closingProps(t, { marketplace: routes.marketplace, community: routes.community })} />
    </>
  );
}
