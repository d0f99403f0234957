import {
  ArrowRight,
  Blocks,
  BrainCircuit,
  CircleAlert,
  Coins,
  IdCard,
  Landmark,
  Lightbulb,
  MonitorSmartphone,
  Network,
  ShieldCheck,
  Store,
  Users,
  Vote,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { faqSection, FaqSection } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IconTile } from '@/components/sections/icon-tile';
import { LinkButton } from '@/components/sections/link-button';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { routes } from '@/lib/routes';

const startSteps = ['account', 'role', 'identity', 'explore'] as const;

const layers = {
  experience: MonitorSmartphone,
  agents: BrainCircuit,
  identity: IdCard,
  governance: Landmark,
  settlement: Blocks,
};

const identityPoints = ['handle', 'nft', 'wallet', 'credentials', 'privacy'] as const;
const governanceSteps = ['propose', 'vote', 'implement'] as const;

const apis = { wallet: Wallet, chain: Network, identity: IdCard, governance: Vote, marketplace: Store };
/** The APIs open today; the others are planned. */
const availableApis = new Set(['wallet', 'chain']);

const whitepaperParts = {
  problem: CircleAlert,
  thesis: Lightbulb,
  citizens: Users,
  governance: Landmark,
  economy: Coins,
  safety: ShieldCheck,
};

const faqs = ['cost', 'wallet', 'testnet', 'languages', 'contribute'] as const;

export async function DocsPage() {
  const t = await getTranslations('docs');
  return (
    <>
      <PageHero {...heroProps(t, { start: '#getting-started', whitepaper: '#whitepaper' })} />

      <Section {...sectionText(t, 'gettingStarted', 'getting-started')}>
        <NumberedSteps
          columns={4}
          items={textItems(t, 'gettingStarted', startSteps)}
          cardClassName="h-full"
        />
        <div className="mt-6">
          <LinkButton href={routes.aiUniverse}>
            {t('gettingStarted.becomeCitizen')}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </div>
      </Section>

      <Section {...sectionText(t, 'architecture')}>
        <ol className="space-y-3">
          {textItems(t, 'architecture', layers).map(({ id, title, body, icon }) => (
            <li key={id}>
              <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
                {icon && <IconTile icon={icon} className="shrink-0" />}
                <div>
                  <CardTitle className="text-base">{title}</CardTitle>
                  <CardDescription className="mt-1">{body}</CardDescription>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section {...sectionText(t, 'identity')}>
        <Card>
          <BulletList
            items={identityPoints.map((point) => t(`identity.points.${point}`))}
            className="space-y-3"
            itemClassName="flex gap-3 text-sm text-muted"
          />
        </Card>
      </Section>

      <Section {...sectionText(t, 'governance')}>
        <ol className="grid gap-5 md:grid-cols-3">
          {textItems(t, 'governance', governanceSteps).map(({ id, title, body }, index) => (
            <li key={id}>
              <Card className="h-full">
                <p className="mb-1 text-xs font-semibold tracking-wider text-accent uppercase">{index + 1}</p>
                <CardTitle>{title}</CardTitle>
                <CardDescription>{body}</CardDescription>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href={routes.dao} variant="outline">
            {t('governance.daoLink')}
          </LinkButton>
          <LinkButton href={routes.proposals} variant="outline">
            {t('governance.proposalsLink')}
          </LinkButton>
        </div>
      </Section>

      <Section id="tokenomics" title={t('tokenomics.title')}>
        <Card className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-muted">{t('tokenomics.body')}</p>
          <LinkButton href={routes.tokenomics} variant="accent" className="self-start md:self-center">
            {t('tokenomics.link')}
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </Card>
      </Section>

      <Section {...sectionText(t, 'api')}>
        <FeatureGrid
          items={textItems(t, 'api', apis).map((api) => ({
            ...api,
            footer: availableApis.has(api.id) ? (
              <Badge variant="accent">{t('api.status.available')}</Badge>
            ) : (
              <Badge variant="muted">{t('api.status.planned')}</Badge>
            ),
          }))}
        />
        <div className="mt-6">
          <LinkButton href={routes.builders} variant="outline">
            {t('api.buildersLink')}
          </LinkButton>
        </div>
      </Section>

      <Section {...sectionText(t, 'whitepaper')}>
        <FeatureGrid items={textItems(t, 'whitepaper', whitepaperParts)} />
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href={routes.manifesto}>{t('whitepaper.manifestoLink')}</LinkButton>
          <LinkButton href={routes.roadmap} variant="outline">
            {t('whitepaper.roadmapLink')}
          </LinkButton>
        </div>
      </Section>

      <FaqSection {...faqSection(t, faqs)} />

      <CtaBand {...closingProps(t, { help: routes.helpCenter, contact: routes.contact })} />
    </>
  );
}
