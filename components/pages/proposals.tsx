import { PenLine } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ProposalCard } from '@/components/governance/proposal-card';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { faqItems, FaqList } from '@/components/sections/faq-list';
import { LinkButton } from '@/components/sections/link-button';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PagerLinks } from '@/components/sections/pager-links';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { now } from '@/lib/clock';
import { listProposals, type StatusFilter } from '@/lib/governance/service';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, routes, type Route } from '@/lib/routes';
import { cn } from '@/lib/utils';

const stages = ['draft', 'submitted', 'voting', 'result', 'enacted'] as const;
const tips = ['specific', 'scope', 'rejected'] as const;
const filters = ['active', 'passed', 'rejected', 'all'] as const satisfies readonly StatusFilter[];

/** The list's section id: filter and page links land on it rather than at the top of the page. */
const LIST_ID = 'proposals-list';

/** The list filtered by `status`, from `cursor` on (`?status=…&cursor=…#proposals-list`). */
function listHref(status: StatusFilter, cursor?: string): Route {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return `${routes.proposals}?${query.toString()}#${LIST_ID}`;
}

const proposeHref = pageHref('dao', 'propose');

export type ProposalsPageProps = {
  locale: Locale;
  /** The `status` query: active, passed, rejected or all. */
  status: StatusFilter;
  /** The `cursor` query: where the previous page ended (null: the newest). */
  cursor?: string;
};

/**
 * The governance proposals page, rendered on each request: the real list (newest first, filtered by
 * status, a page at a time) between the hero and the explanations of how a proposal becomes law.
 */
export async function ProposalsPage({ locale, status, cursor }: ProposalsPageProps) {
  const t = await getTranslations('proposals');
  const at = now();
  const { items, nextCursor } = await listProposals({ status, cursor });

  return (
    <>
      <PageHero
        {...heroProps(t, {
          propose: { href: proposeHref, icon: PenLine },
          dao: routes.dao,
          citizen: pageHref('aiUniverse', 'citizenship'),
        })}
      />

      <Section {...sectionText(t, 'list', LIST_ID)}>
        <nav aria-label={t('list.filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const current = filter === status;
              return (
                <li key={filter}>
                  <Link
                    href={listHref(filter)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                      current
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border text-muted hover:border-primary/60 hover:text-foreground',
                    )}
                  >
                    {t(`list.filters.${filter}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {items.length > 0 ? (
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {items.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard proposal={proposal} now={at} locale={locale} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center">
            <p className="text-muted">{t(`list.empty.${status}`)}</p>
            {!cursor && (status === 'all' || status === 'active') && (
              <LinkButton href={proposeHref} variant="outline" className="mt-4">
                {t('list.emptyPropose')}
              </LinkButton>
            )}
          </div>
        )}

        <PagerLinks
          label={t('list.pagesLabel')}
          first={cursor && { href: listHref(status), label: t('list.newest') }}
          next={nextCursor && { href: listHref(status, nextCursor), label: t('list.older') }}
        />
      </Section>

      <Section {...sectionText(t, 'lifecycle')}>
        <NumberedSteps columns={5} items={textItems(t, 'lifecycle', stages)} />
      </Section>

      <Section id="tips" title={t('tips.title')}>
        <FaqList items={faqItems(t, 'tips', tips)} />
      </Section>

      <CtaBand
        {...closingProps(t, {
          citizen: pageHref('aiUniverse', 'citizenship'),
          community: routes.community,
        })}
      />
    </>
  );
}
