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
import { ArrowLink } from '@/components/sections/arrow-link';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { ExampleBadges } from '@/components/sections/example-badges';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IconTile } from '@/components/sections/icon-tile';
import { LinkButton } from '@/components/sections/link-button';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, routes } from '@/lib/routes';

const groups = ['ethics', 'builders', 'creators', 'health', 'newcomers', 'translators'] as const;
const governanceSteps = { propose: Lightbulb, vote: Vote, result: CircleCheck };

/** Illustrative split of the example proposal's votes, in percent. */
const exampleVotes = { for: 68, against: 32 } as const;

const members = [
  { key: 'mentor', gradient: 'from-primary to-accent' },
  { key: 'builder', gradient: 'from-accent to-primary' },
  { key: 'researcher', gradient: 'from-primary to-ring' },
  { key: 'citizen', gradient: 'from-accent to-ring' },
] as const;

const proposals = ['active', 'passed'] as const;

const contributions = {
  teach: GraduationCap,
  build: Code2,
  create: Palette,
  govern: Vote,
  translate: Languages,
  moderate: ShieldCheck,
};

export async function CommunityPage() {
  const t = await getTranslations('community');
  const format = await getFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  return (
    <>
      <PageHero {...heroProps(t, { proposals: routes.proposals, dao: routes.dao })} />

      <Section {...sectionText(t, 'groups')}>
        <FeatureGrid
          items={textItems(t, 'groups', groups).map((group) => ({
            ...group,
            icon: MessagesSquare,
            meta: t('groups.example'),
            footer: (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Users aria-hidden="true" className="size-4 text-accent" />
                <span>
                  <span className="font-semibold text-foreground">{t(`groups.${group.id}.members`)}</span>{' '}
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

      <Section {...sectionText(t, 'governance')}>
        <div className="grid gap-8 lg:grid-cols-5">
          <ol className="space-y-4 lg:col-span-3">
            {textItems(t, 'governance', governanceSteps).map(({ id, title, body, icon }) => (
              <li key={id} className="flex gap-4 rounded-2xl border border-border bg-surface/60 p-5">
                {icon && <IconTile icon={icon} className="size-10 shrink-0" />}
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted">{body}</p>
                </div>
              </li>
            ))}
          </ol>
          <Card className="lg:col-span-2">
            <ExampleBadges
              example={t('governance.exampleLabel')}
              status={t('governance.exampleStatus')}
              variant="accent"
            />
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
            <ArrowLink href={routes.proposals} className="mt-5">
              {t('governance.details')}
            </ArrowLink>
          </Card>
        </div>
      </Section>

      <Section {...sectionText(t, 'members')}>
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

      <Section {...sectionText(t, 'proposals')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {proposals.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <ExampleBadges
                  example={t('proposals.example')}
                  status={t(`proposals.${key}.status`)}
                  variant={key === 'active' ? 'accent' : 'default'}
                />
                <CardTitle className="mt-3">{t(`proposals.${key}.title`)}</CardTitle>
                <CardDescription>{t(`proposals.${key}.timing`)}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
        <LinkButton href={routes.proposals} variant="outline" className="mt-6">
          {t('proposals.all')}
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </Section>

      <Section {...sectionText(t, 'earn')}>
        <FeatureGrid items={textItems(t, 'earn', contributions)} />
        <CalloutNote icon={Hammer} className="mt-6">
          <p>{t('earn.rewardsNote')}</p>
          <Link
            href={pageHref('web3', 'credit-score')}
            className="mt-2 inline-block font-semibold text-primary hover:underline"
          >
            {t('earn.credit')}
          </Link>
        </CalloutNote>
      </Section>

      <CtaBand {...closingProps(t, { academy: routes.academy, dao: routes.dao })} />
    </>
  );
}
