import {
  ArrowRight,
  CircleCheck,
  Code2,
  GraduationCap,
  Hammer,
  Languages,
  Lightbulb,
  MessagesSquare,
  Palette,
  ShieldCheck,
  Users,
  Vote,
} from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const groups = ['ethics', 'builders', 'creators', 'health', 'newcomers', 'translators'] as const;

const governanceSteps = [
  { key: 'propose', icon: Lightbulb },
  { key: 'vote', icon: Vote },
  { key: 'result', icon: CircleCheck },
] as const;

/** Illustrative split of the example proposal's votes, in percent. */
const exampleVotes = { for: 68, against: 32 } as const;

const members = [
  { key: 'mentor', gradient: 'from-primary to-accent' },
  { key: 'builder', gradient: 'from-accent to-primary' },
  { key: 'researcher', gradient: 'from-primary to-ring' },
  { key: 'citizen', gradient: 'from-accent to-ring' },
] as const;

const proposals = ['active', 'passed'] as const;

const contributions = [
  { key: 'teach', icon: GraduationCap },
  { key: 'build', icon: Code2 },
  { key: 'create', icon: Palette },
  { key: 'govern', icon: Vote },
  { key: 'translate', icon: Languages },
  { key: 'moderate', icon: ShieldCheck },
] as const;

export async function CommunityPage() {
  const t = await getTranslations('community');
  const format = await getFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/society/proposals">{t('hero.proposals')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/ecosystem/dao">{t('hero.dao')}</Link>
        </Button>
      </PageHero>

      <Section id="groups" title={t('groups.title')} intro={t('groups.intro')}>
        <FeatureGrid
          items={groups.map((key) => ({
            title: t(`groups.${key}.title`),
            body: t(`groups.${key}.body`),
            icon: MessagesSquare,
            meta: t('groups.example'),
            footer: (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Users aria-hidden="true" className="size-4 text-accent" />
                <span>
                  <span className="font-semibold text-foreground">{t(`groups.${key}.members`)}</span>{' '}
                  {t('groups.membersLabel')}
                </span>
              </p>
            ),
          }))}
        />
        <CalloutNote icon={Users} className="mt-6">
          {t('groups.joinNote')}
        </CalloutNote>
      </Section>

      <Section id="governance" title={t('governance.title')} intro={t('governance.intro')}>
        <div className="grid gap-8 lg:grid-cols-5">
          <ol className="space-y-4 lg:col-span-3">
            {governanceSteps.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4 rounded-2xl border border-border bg-surface/60 p-5">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`governance.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-muted">{t(`governance.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <Card className="lg:col-span-2">
            <div className="flex flex-wrap gap-2">
              <Badge variant="muted">{t('governance.exampleLabel')}</Badge>
              <Badge variant="accent">{t('governance.exampleStatus')}</Badge>
            </div>
            <CardTitle className="mt-3">{t('governance.exampleTitle')}</CardTitle>
            <dl className="mt-5 space-y-3 text-sm">
              {/* A <dl> group holds only <dt> and <dd>: the bar is a decorative second <dd>. */}
              <div className="flex flex-wrap justify-between gap-y-1.5">
                <dt className="text-muted">{t('governance.for')}</dt>
                <dd className="font-semibold">{percent(exampleVotes.for)}</dd>
                <dd aria-hidden="true" className="h-2 w-full rounded-full bg-surface-2">
                  <div className="h-2 rounded-full bg-accent" style={{ width: `${exampleVotes.for}%` }} />
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-y-1.5">
                <dt className="text-muted">{t('governance.against')}</dt>
                <dd className="font-semibold">{percent(exampleVotes.against)}</dd>
                <dd aria-hidden="true" className="h-2 w-full rounded-full bg-surface-2">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${exampleVotes.against}%` }}
                  />
                </dd>
              </div>
            </dl>
            <Link
              href="/society/proposals"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
            >
              {t('governance.details')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Card>
        </div>
      </Section>

      <Section id="members" title={t('members.title')} intro={t('members.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {members.map(({ key, gradient }) => (
            <li key={key}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br ${gradient} font-bold text-primary-foreground`}
                  >
                    {t(`members.${key}.name`).charAt(0)}
                  </span>
                  <div>
                    <CardTitle className="text-base">{t(`members.${key}.name`)}</CardTitle>
                    <p className="text-xs font-semibold tracking-wider text-accent uppercase">
                      {t(`members.${key}.role`)}
                    </p>
                  </div>
                </div>
                <CardDescription className="mt-4">{t(`members.${key}.body`)}</CardDescription>
                <Badge variant="muted" className="mt-4">
                  {t('members.example')}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{t('members.followNote')}</p>
      </Section>

      <Section id="proposals" title={t('proposals.title')} intro={t('proposals.intro')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {proposals.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <div className="flex flex-wrap gap-2">
                  <Badge variant="muted">{t('proposals.example')}</Badge>
                  <Badge variant={key === 'active' ? 'accent' : 'default'}>
                    {t(`proposals.${key}.status`)}
                  </Badge>
                </div>
                <CardTitle className="mt-3">{t(`proposals.${key}.title`)}</CardTitle>
                <CardDescription>{t(`proposals.${key}.timing`)}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/society/proposals">
            {t('proposals.all')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Section>

      <Section id="earn" title={t('earn.title')} intro={t('earn.intro')}>
        <FeatureGrid
          items={contributions.map(({ key, icon }) => ({
            title: t(`earn.${key}.title`),
            body: t(`earn.${key}.body`),
            icon,
          }))}
        />
        <CalloutNote icon={Hammer} className="mt-6">
          <p>{t('earn.rewardsNote')}</p>
          <Link
            href="/ecosystem/web3#credit-score"
            className="mt-2 inline-block font-semibold text-primary hover:underline"
          >
            {t('earn.credit')}
          </Link>
        </CalloutNote>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/academy">{t('closing.academy')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/ecosystem/dao">{t('closing.dao')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
