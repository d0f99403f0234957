import { FileText, MessageSquareText, Route, Scale, ScrollText, Users, Vote, Workflow } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { LinkCardGrid, linkItems } from '@/components/sections/link-card-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { StatGrid, statItems } from '@/components/sections/stat-grid';
import { textItems } from '@/components/sections/text-items';
import { pageHref, routes } from '@/lib/routes';

const roles = { citizen: Users, delegate: Vote, steward: Workflow, councillor: Scale };

const hub = {
  proposals: { icon: FileText, href: routes.proposals },
  constitution: { icon: ScrollText, href: pageHref('dao', 'constitution') },
  community: { icon: MessageSquareText, href: routes.community },
  roadmap: { icon: Route, href: routes.roadmap },
};

const proposalSteps = ['discuss', 'draft', 'review', 'vote', 'enact'] as const;
const articles = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] as const;
const votingFigures = ['period', 'choices', 'weight'] as const;
const votingRules = ['eligibility', 'result', 'delegation'] as const;

export async function DaoPage() {
  const t = await getTranslations('dao');
  return (
    <>
      <PageHero
        {...heroProps(t, {
          proposals: routes.proposals,
          constitution: pageHref('dao', 'constitution'),
        })}
      />

      <Section {...sectionText(t, 'roles')}>
        <FeatureGrid columns={4} items={textItems(t, 'roles', roles)} />
      </Section>

      <Section {...sectionText(t, 'hub')}>
        <LinkCardGrid columns={4} items={linkItems(t, 'hub', hub)} />
      </Section>

      <Section {...sectionText(t, 'propose')}>
        <NumberedSteps columns={5} items={textItems(t, 'propose', proposalSteps)} />
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
      </Section>

      <Section {...sectionText(t, 'voting')}>
        <StatGrid items={statItems(t, 'voting', votingFigures)} />
        <BulletList
          items={votingRules.map((rule) => t(`voting.${rule}`))}
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
