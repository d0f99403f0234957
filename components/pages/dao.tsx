import {
  FilePlusCorner,
  FileText,
  KeyRound,
  MessageSquareText,
  Route,
  ScrollText,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProposeButton } from '@/components/governance/propose-button';
import { proposeStrings } from '@/components/governance/strings';
import { LiveFigureLazy as LiveFigure } from '@/components/home/live-figure-lazy';
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { LinkCardGrid, linkItems } from '@/components/sections/link-card-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { StatGrid, statItems } from '@/components/sections/stat-grid';
import { textItems } from '@/components/sections/text-items';
import { AdoptedLawsLazy as AdoptedLaws } from '@/components/governance/adopted-laws-lazy';
import { QUORUM } from '@/lib/governance/rules';
import { pageHref, routes } from '@/lib/routes';

/** The roles lib/permissions.ts knows, lowest first; all but member have a live count (GET /api/stats). */
const roles = { member: UserRound, citizen: Users, moderator: ShieldCheck, admin: KeyRound };
const counted = ['citizen', 'moderator', 'admin'] as const;

const hub = {
  proposals: { icon: FileText, href: routes.proposals },
  constitution: { icon: ScrollText, href: pageHref('dao', 'constitution') },
  community: { icon: MessageSquareText, href: routes.community },
  roadmap: { icon: Route, href: routes.roadmap },
};

const proposalSteps = ['discuss', 'draft', 'review', 'vote', 'enact'] as const;
const articles = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] as const;
const votingFigures = ['period', 'choices', 'weight'] as const;
const votingRules = ['eligibility', 'result'] as const;

export async function DaoPage() {
  const t = await getTranslations('dao');
  const common = await getTranslations('common');
  const locale = await getLocale();
  return (
    <>
      <PageHero
        {...heroProps(t, {
          proposals: routes.proposals,
          constitution: pageHref('dao', 'constitution'),
        })}
      />

      <Section {...sectionText(t, 'roles')}>
        <FeatureGrid
          columns={4}
          items={textItems(t, 'roles', roles).map((role) => {
            const live = counted.find((id) => id === role.id);
            return {
              ...role,
              footer: live && (
                <dl className="text-sm">
                  <dt className="text-muted">{t('roles.holders')}</dt>
                  <dd className="mt-1 text-2xl font-bold text-foreground">
                    <LiveFigure
                      name={`roles.${live}`}
                      locale={locale}
                      loading={common('loading')}
                      unavailable={t('roles.unavailable')}
                    />
                  </dd>
                </dl>
              ),
            };
          })}
        />
      </Section>

      <Section {...sectionText(t, 'hub')}>
        <LinkCardGrid columns={4} items={linkItems(t, 'hub', hub)} />
      </Section>

      <Section {...sectionText(t, 'propose')} className="scroll-mt-20">
        <NumberedSteps columns={5} items={textItems(t, 'propose', proposalSteps)} />
        <div className="mt-8">
          <ProposeButton
            strings={await proposeStrings()}
            icon={<FilePlusCorner aria-hidden="true" className="size-5" />}
          />
        </div>
      </Section>

      <Section {...sectionText(t, 'constitution')} className="scroll-mt-20">
        <ol className="divide-y divide-border rounded-2xl border border-border bg-surface/60">
          {articles.map((article) => (
            <li key={article} className="p-5 sm:p-6">
              <h3 className="font-semibold text-foreground">{t(`constitution.${article}.title`)}</h3>
              <p className="mt-2 max-w-3xl text-muted">{t(`constitution.${article}.body`)}</p>
            </li>
          ))}
        </ol>
        <AdoptedLaws
          locale={locale}
          strings={{
            title: t('constitution.adopted.title'),
            empty: t('constitution.adopted.empty'),
            loading: t('constitution.adopted.loading'),
            error: t('constitution.adopted.error'),
            retry: t('constitution.adopted.retry'),
            adopted: t.raw('constitution.adopted.on') as string,
          }}
        />
      </Section>

      <Section {...sectionText(t, 'voting')}>
        <StatGrid items={statItems(t, 'voting', votingFigures)} />
        <BulletList
          items={votingRules.map((rule) =>
            t(`voting.${rule}`, { share: QUORUM.share * 100, minimum: QUORUM.minimum }),
          )}
          className="mt-6 space-y-2 text-muted"
          markerClassName="mt-2.5"
        />
      </Section>

      <CtaBand
        {...closingProps(t, {
          proposals: routes.proposals,
          citizen: pageHref('aiUniverse', 'citizenship'),
        })}
      />
    </>
  );
}
