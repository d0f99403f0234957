import { getTranslations } from 'next-intl/server';
import { ProposalFlagSlot } from '@/components/forum/proposal-flag-slot';
import { AuthorLink } from '@/components/governance/author-link';
import { formatDateTime } from '@/components/governance/format';
import { CategoryBadge, StatusBadge } from '@/components/governance/status-badge';
import { VoteSlot } from '@/components/governance/vote-slot';
import { VoterList } from '@/components/governance/voter-list';
import { VotingEnds } from '@/components/governance/voting-ends';
import { ArrowLink } from '@/components/sections/arrow-link';
import { BackLink } from '@/components/sections/back-link';
import { DetailSection } from '@/components/sections/detail-section';
import { FactBox, type Fact } from '@/components/sections/fact-box';
import { HiddenHeading } from '@/components/sections/hidden-heading';
import { PagerLinks } from '@/components/sections/pager-links';
import type { ProposalDetail, ProposalSummary, VoterEntry } from '@/lib/api/contract';
import { QUORUM } from '@/lib/governance/rules';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { renderMarkdown } from '@/lib/markdown';
import { proposalPath, routes } from '@/lib/routes';

export type ProposalPageProps = {
  proposal: ProposalDetail;
  /** A page of its voters, newest first (listVoters), and the cursor of the next page. */
  voters: { items: VoterEntry[]; nextCursor: string | null };
  /** The `voters` query the page was asked with: set when this is not the first page of voters. */
  votersCursor?: string;
  /** The server's clock when the page is rendered (lib/clock.ts). */
  now: Date;
  locale: Locale;
};

/**
 * One proposal, rendered on request: its title, category, status, author and voting window, its text
 * (members' markdown through lib/markdown.ts), the tally with the quorum, the place of the vote
 * buttons (VoteSlot) and the public list of voters. A hidden proposal keeps its votes and voters but
 * shows the moderator's reason instead of its title, summary and text.
 */
export async function ProposalPage({ proposal, voters, votersCursor, now, locale }: ProposalPageProps) {
  const t = await getTranslations('proposals');
  const open = proposal.status === 'active' && new Date(proposal.closesAt).getTime() > now.getTime();
  const hidden = proposal.hidden;
  // The founding proposal (no author: the site put it to the vote) is written in English.
  const foundingLang = proposal.author === null ? defaultLocale : undefined;
  const dates = [
    { key: 'opened', term: t('proposal.opened'), at: proposal.opensAt },
    { key: 'closes', term: open ? t('proposal.closes') : t('proposal.closed'), at: proposal.closesAt },
  ];
  const facts: Fact[] = [
    { key: 'author', term: t('card.proposedBy'), value: <AuthorLink author={proposal.author} t={t} /> },
    ...dates.map(({ key, term, at }) => ({
      key,
      term,
      valueClassName: 'font-medium',
      value: <time dateTime={at}>{formatDateTime(at, locale)}</time>,
    })),
  ];

  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <BackLink href={routes.proposals}>{t('proposal.back')}</BackLink>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={proposal.status} t={t} />
          <CategoryBadge category={proposal.category} t={t} />
        </div>
        {hidden ? (
          <HiddenHeading
            title={t('proposal.hidden.title')}
            body={
              hidden.reason.trim()
                ? t('proposal.hidden.reason', { reason: hidden.reason })
                : t('proposal.hidden.noReason')
            }
          />
        ) : (
          <>
            <h1
              lang={foundingLang}
              className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl"
            >
              {proposal.title}
            </h1>
            <p lang={foundingLang} className="mt-4 text-lg text-muted text-pretty">
              {proposal.summary}
            </p>
          </>
        )}
        <FactBox label={t('proposal.details')} columns={3} items={facts} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <VotingEnds closesAt={proposal.closesAt} now={now} locale={locale} t={t} />
          <ArrowLink href="#votes">{t('proposal.toVote')}</ArrowLink>
        </div>
      </header>

      {!hidden && (
        // Members' markdown, made safe by lib/markdown.ts: no HTML, only web, mail and site links, h2 and below.
        <div
          lang={foundingLang}
          className="prose-civitas mt-10 break-words"
          dangerouslySetInnerHTML={{ __html: renderMarkdown(proposal.body) }}
        />
      )}
      {!hidden && (
        // Citizens who did not write it may flag it for the moderators (shown after the page loads).
        <div className="mt-4 flex justify-end">
          <ProposalFlagSlot proposal={proposal} locale={locale} />
        </div>
      )}

      <DetailSection id="votes" anchored title={t('proposal.votes.title')}>
        <p className="mt-2 text-sm text-muted">
          {t('proposal.votes.intro', { share: QUORUM.share * 100, minimum: QUORUM.minimum })}
        </p>
        {/* The vote panel shows the tallies, live; the page's HTML carries them until it loads. */}
        <div className="mt-6">
          <VoteSlot proposalId={proposal.id} initial={withoutBody(proposal)} />
        </div>
      </DetailSection>

      <DetailSection id="voters" anchored title={t('proposal.voters.title')}>
        <p className="mt-2 text-sm text-muted">{t('proposal.voters.intro')}</p>
        {voters.items.length > 0 ? (
          <VoterList voters={voters.items} locale={locale} t={t} className="mt-6" />
        ) : (
          <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-center text-muted">
            {t('proposal.voters.empty')}
          </p>
        )}
        <PagerLinks
          className="mt-6 flex flex-wrap justify-between gap-3"
          first={
            votersCursor && {
              href: `${proposalPath(proposal.id)}#voters`,
              label: t('proposal.voters.latest'),
            }
          }
          next={
            voters.nextCursor && {
              href: `?${new URLSearchParams({ voters: voters.nextCursor }).toString()}#voters`,
              label: t('proposal.voters.more'),
            }
          }
        />
      </DetailSection>
    </article>
  );
}

/** The vote panel needs the counts and the window, not the text (up to 20,000 characters twice). */
function withoutBody({ body: _body, ...summary }: ProposalDetail): ProposalSummary {
  return summary;
}
