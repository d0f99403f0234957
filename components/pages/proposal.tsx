import { ArrowLeft, ArrowRight, EyeOff } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ProposalFlagSlot } from '@/components/forum/proposal-flag-slot';
import { AuthorLink } from '@/components/governance/author-link';
import { formatDateTime } from '@/components/governance/format';
import { CategoryBadge, StatusBadge } from '@/components/governance/status-badge';
import { VoteSlot } from '@/components/governance/vote-slot';
import { VoterList } from '@/components/governance/voter-list';
import { VotingEnds } from '@/components/governance/voting-ends';
import type { ProposalDetail, ProposalSummary, VoterEntry } from '@/lib/api/contract';
import { QUORUM } from '@/lib/governance/rules';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
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

const linkLook = 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline';

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
    { key: 'opened', label: t('proposal.opened'), at: proposal.opensAt },
    { key: 'closes', label: open ? t('proposal.closes') : t('proposal.closed'), at: proposal.closesAt },
  ];

  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <Link
        href={routes.proposals}
        className="inline-flex items-center gap-2 text-sm text-muted hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('proposal.back')}
      </Link>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={proposal.status} t={t} />
          <CategoryBadge category={proposal.category} t={t} />
        </div>
        {hidden ? (
          <>
            <h1 className="mt-4 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
              <EyeOff aria-hidden="true" className="size-8 shrink-0 text-muted" />
              {t('proposal.hidden.title')}
            </h1>
            <p className="mt-4 text-lg text-muted">
              {hidden.reason.trim()
                ? t('proposal.hidden.reason', { reason: hidden.reason })
                : t('proposal.hidden.noReason')}
            </p>
          </>
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
        <dl
          aria-label={t('proposal.details')}
          className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm sm:grid-cols-3"
        >
          <div>
            <dt className="text-muted">{t('card.proposedBy')}</dt>
            <dd className="mt-0.5">
              <AuthorLink author={proposal.author} t={t} />
            </dd>
          </div>
          {dates.map(({ key, label, at }) => (
            <div key={key}>
              <dt className="text-muted">{label}</dt>
              <dd className="mt-0.5 font-medium">
                <time dateTime={at}>{formatDateTime(at, locale)}</time>
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <VotingEnds closesAt={proposal.closesAt} now={now} locale={locale} t={t} />
          <a href="#votes" className={linkLook}>
            {t('proposal.toVote')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
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

      <section id="votes" aria-labelledby="votes-title" className="mt-12 scroll-mt-24">
        <h2 id="votes-title" className="text-2xl font-bold tracking-tight">
          {t('proposal.votes.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {t('proposal.votes.intro', { share: QUORUM.share * 100, minimum: QUORUM.minimum })}
        </p>
        {/* The vote panel shows the tallies, live; the page's HTML carries them until it loads. */}
        <div className="mt-6">
          <VoteSlot proposalId={proposal.id} initial={withoutBody(proposal)} />
        </div>
      </section>

      <section id="voters" aria-labelledby="voters-title" className="mt-12 scroll-mt-24">
        <h2 id="voters-title" className="text-2xl font-bold tracking-tight">
          {t('proposal.voters.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('proposal.voters.intro')}</p>
        {voters.items.length > 0 ? (
          <VoterList voters={voters.items} locale={locale} t={t} className="mt-6" />
        ) : (
          <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-center text-muted">
            {t('proposal.voters.empty')}
          </p>
        )}
        {(votersCursor || voters.nextCursor) && (
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            {votersCursor && (
              <Link href={`${proposalPath(proposal.id)}#voters`} className={linkLook}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('proposal.voters.latest')}
              </Link>
            )}
            {voters.nextCursor && (
              // A query on this page: a plain link (the route table types paths, not a proposal's queries).
              <a
                href={`?${new URLSearchParams({ voters: voters.nextCursor }).toString()}#voters`}
                rel="next"
                className={`ml-auto ${linkLook}`}
              >
                {t('proposal.voters.more')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            )}
          </div>
        )}
      </section>
    </article>
  );
}

/** The vote panel needs the counts and the window, not the text (up to 20,000 characters twice). */
function withoutBody({ body: _body, ...summary }: ProposalDetail): ProposalSummary {
  return summary;
}
