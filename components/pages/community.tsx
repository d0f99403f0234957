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
import { getLocale, getTranslations } from 'next-intl/server';
import { LiveProposalsLazy as LiveProposals } from '@/components/community/live-proposals-lazy';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
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

const members = [
  { key: 'mentor', gradient: 'from-primary to-accent' },
  { key: 'builder', gradient: 'from-accent to-primary' },
  { key: 'researcher', gradient: 'from-primary to-ring' },
  { key: 'citizen', gradient: 'from-accent to-ring' },
] as const;

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
  const common = await getTranslations('common');
  const locale = await getLocale();
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
        <ol className="grid gap-4 md:grid-cols-3">
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
      </Section>

      <Section {...sectionText(t, 'proposals')}>
        <LiveProposals
          locale={locale}
          strings={{
            status: {
              active: t('proposals.status.active'),
              passed: t('proposals.status.passed'),
              rejected: t('proposals.status.rejected'),
            },
            // {time} is filled in the browser ("in 3 days").
            votingEnds: t.raw('proposals.votingEnds') as string,
            votingEnded: t('proposals.votingEnded'),
            for: t('governance.for'),
            against: t('governance.against'),
            details: t('governance.details'),
            empty: t('proposals.empty'),
            loading: common('loading'),
            error: t('proposals.error'),
            retry: common('error.retry'),
          }}
        />
        <LinkButton href={routes.proposals} variant="outline" className="mt-6">
          {t('proposals.all')}
          <ArrowRight aria-hidden="true" />
        </LinkButton>
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
