import {
  ArrowRight,
  CircleCheck,
  Code2,
  GraduationCap,
  Hammer,
  Languages,
  Lightbulb,
  Palette,
  ShieldCheck,
  Users,
  Vote,
} from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { LiveProposalsLazy as LiveProposals } from '@/components/community/live-proposals-lazy';
import { GroupDirectorySlot } from '@/components/groups/group-directory-slot';
import { FeaturedMembersLazy as FeaturedMembers } from '@/components/people/featured-members-lazy';
import { featuredStrings, peopleLang } from '@/components/people/strings';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IconTile } from '@/components/sections/icon-tile';
import { LinkButton } from '@/components/sections/link-button';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, routes } from '@/lib/routes';

const governanceSteps = { propose: Lightbulb, vote: Vote, result: CircleCheck };

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
  const people = await getTranslations('people');
  const locale = await getLocale();
  const [featured, peopleLanguage] = await Promise.all([featuredStrings(), peopleLang()]);
  return (
    <>
      <PageHero {...heroProps(t, { proposals: routes.proposals, dao: routes.dao })} />

      <Section id="groups" title={t('groups.title')} intro={people('communityPage.groupsIntro')}>
        <GroupDirectorySlot />
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

      <Section id="members" title={t('members.title')} intro={people('featured.intro')}>
        <div lang={peopleLanguage}>
          <FeaturedMembers strings={featured} locale={locale} />
        </div>
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
