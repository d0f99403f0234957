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
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const startSteps = ['account', 'role', 'identity', 'explore'] as const;

const layers = [
  { key: 'experience', icon: MonitorSmartphone },
  { key: 'agents', icon: BrainCircuit },
  { key: 'identity', icon: IdCard },
  { key: 'governance', icon: Landmark },
  { key: 'settlement', icon: Blocks },
] as const;

const identityPoints = ['handle', 'nft', 'wallet', 'credentials', 'privacy'] as const;
const governanceSteps = ['propose', 'vote', 'implement'] as const;

const apis = [
  { key: 'wallet', icon: Wallet, status: 'available' },
  { key: 'chain', icon: Network, status: 'available' },
  { key: 'identity', icon: IdCard, status: 'planned' },
  { key: 'governance', icon: Vote, status: 'planned' },
  { key: 'marketplace', icon: Store, status: 'planned' },
] as const;

const whitepaperParts = [
  { key: 'problem', icon: CircleAlert },
  { key: 'thesis', icon: Lightbulb },
  { key: 'citizens', icon: Users },
  { key: 'governance', icon: Landmark },
  { key: 'economy', icon: Coins },
  { key: 'safety', icon: ShieldCheck },
] as const;

const faqs = ['cost', 'wallet', 'testnet', 'languages', 'contribute'] as const;

export async function DocsPage() {
  const t = await getTranslations('docs');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <a href="#getting-started">{t('hero.start')}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#whitepaper">{t('hero.whitepaper')}</a>
        </Button>
      </PageHero>

      <Section id="getting-started" title={t('gettingStarted.title')} intro={t('gettingStarted.intro')}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {startSteps.map((step, index) => (
            <li key={step}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="mb-3 grid size-9 place-items-center rounded-full bg-primary/15 font-bold text-primary"
                >
                  {index + 1}
                </span>
                <CardTitle>{t(`gettingStarted.${step}.title`)}</CardTitle>
                <CardDescription>{t(`gettingStarted.${step}.body`)}</CardDescription>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-6">
          <Button asChild>
            <Link href="/ecosystem/ai-universe">
              {t('gettingStarted.becomeCitizen')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <Section id="architecture" title={t('architecture.title')} intro={t('architecture.intro')}>
        <ol className="space-y-3">
          {layers.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <CardTitle className="text-base">{t(`architecture.${key}.title`)}</CardTitle>
                  <CardDescription className="mt-1">{t(`architecture.${key}.body`)}</CardDescription>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="identity" title={t('identity.title')} intro={t('identity.intro')}>
        <Card>
          <ul className="space-y-3">
            {identityPoints.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-muted">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {t(`identity.points.${point}`)}
              </li>
            ))}
          </ul>
        </Card>
      </Section>

      <Section id="governance" title={t('governance.title')} intro={t('governance.intro')}>
        <ol className="grid gap-5 md:grid-cols-3">
          {governanceSteps.map((step, index) => (
            <li key={step}>
              <Card className="h-full">
                <p className="mb-1 text-xs font-semibold tracking-wider text-accent uppercase">{index + 1}</p>
                <CardTitle>{t(`governance.${step}.title`)}</CardTitle>
                <CardDescription>{t(`governance.${step}.body`)}</CardDescription>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href="/ecosystem/dao">{t('governance.daoLink')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/society/proposals">{t('governance.proposalsLink')}</Link>
          </Button>
        </div>
      </Section>

      <Section id="tokenomics" title={t('tokenomics.title')}>
        <Card className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-muted">{t('tokenomics.body')}</p>
          <Button asChild variant="accent" className="self-start md:self-center">
            <Link href="/tokenomics">
              {t('tokenomics.link')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      </Section>

      <Section id="api" title={t('api.title')} intro={t('api.intro')}>
        <FeatureGrid
          items={apis.map(({ key, icon, status }) => ({
            icon,
            title: t(`api.${key}.title`),
            body: t(`api.${key}.body`),
            footer: (
              <Badge variant={status === 'available' ? 'accent' : 'muted'}>{t(`api.status.${status}`)}</Badge>
            ),
          }))}
        />
        <div className="mt-6">
          <Button asChild variant="outline">
            <Link href="/builders">{t('api.buildersLink')}</Link>
          </Button>
        </div>
      </Section>

      <Section id="whitepaper" title={t('whitepaper.title')} intro={t('whitepaper.intro')}>
        <FeatureGrid
          items={whitepaperParts.map(({ key, icon }) => ({
            icon,
            title: t(`whitepaper.${key}.title`),
            body: t(`whitepaper.${key}.body`),
          }))}
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/about/manifesto">{t('whitepaper.manifestoLink')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/about/roadmap">{t('whitepaper.roadmapLink')}</Link>
          </Button>
        </div>
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <FaqList
          items={faqs.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/help-center">{t('closing.help')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact">{t('closing.contact')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
