import { FileText, MessageSquareText, Route, Scale, ScrollText, Users, Vote, Workflow } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatGrid } from '@/components/sections/stat-grid';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const roles = [
  { key: 'citizen', icon: Users },
  { key: 'delegate', icon: Vote },
  { key: 'steward', icon: Workflow },
  { key: 'councillor', icon: Scale },
] as const;

const hub = [
  { key: 'proposals', href: '/society/proposals', icon: FileText },
  { key: 'constitution', href: '/ecosystem/dao#constitution', icon: ScrollText },
  { key: 'community', href: '/community', icon: MessageSquareText },
  { key: 'roadmap', href: '/about/roadmap', icon: Route },
] as const;

const proposalSteps = ['discuss', 'draft', 'review', 'vote', 'enact'] as const;
const articles = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] as const;
const votingRules = ['eligibility', 'result', 'delegation'] as const;

export async function DaoPage() {
  const t = await getTranslations('dao');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/society/proposals">{t('hero.proposals')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/ecosystem/dao#constitution">{t('hero.constitution')}</Link>
        </Button>
      </PageHero>

      <Section id="roles" title={t('roles.title')} intro={t('roles.intro')}>
        <FeatureGrid
          columns={4}
          items={roles.map(({ key, icon }) => ({
            title: t(`roles.${key}.title`),
            body: t(`roles.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="hub" title={t('hub.title')} intro={t('hub.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {hub.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors group-hover:border-primary/60">
                  <Icon aria-hidden="true" className="mb-3 size-6 text-accent" />
                  <CardTitle className="text-base">{t(`hub.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`hub.${key}.body`)}</CardDescription>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="propose" title={t('propose.title')} intro={t('propose.intro')}>
        <NumberedSteps
          columns={5}
          items={proposalSteps.map((step) => ({
            id: step,
            title: t(`propose.${step}.title`),
            body: t(`propose.${step}.body`),
          }))}
        />
      </Section>

      <Section
        id="constitution"
        title={t('constitution.title')}
        intro={t('constitution.intro')}
        className="scroll-mt-20"
      >
        <ol className="divide-y divide-border rounded-2xl border border-border bg-surface/60">
          {articles.map((article) => (
            <li key={article} className="p-5 sm:p-6">
              <h3 className="font-semibold text-foreground">{t(`constitution.${article}.title`)}</h3>
              <p className="mt-2 max-w-3xl text-muted">{t(`constitution.${article}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="voting" title={t('voting.title')} intro={t('voting.intro')}>
        <StatGrid
          items={[
            { value: t('voting.periodValue'), label: t('voting.period') },
            { value: t('voting.choicesValue'), label: t('voting.choices') },
            { value: t('voting.weightValue'), label: t('voting.weight') },
          ]}
        />
        <ul className="mt-6 space-y-2 text-muted">
          {votingRules.map((rule) => (
            <li key={rule} className="flex gap-2">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
              {t(`voting.${rule}`)}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/society/proposals">{t('closing.proposals')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/ecosystem/ai-universe#citizenship">{t('closing.citizen')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
