import { BadgeCheck, EyeOff, IdCard } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ExplorerLink } from '@/components/chain/onchain-section';
import { CitizenCard } from '@/components/citizens/citizen-card';
import { citizenCardStrings } from '@/components/citizens/strings';
import { ProfileFollow } from '@/components/people/profile-follow';
import { peopleLang, profileFollowStrings } from '@/components/people/strings';
import { explorerName } from '@/lib/chain/links';
import type { PublicProfile } from '@/lib/citizens/service';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { citizenPath, proposalPath } from '@/lib/routes';
import { profilePage } from '@/lib/structured-data';
import { cx } from '@/lib/utils';

const listClass = 'mt-4 divide-y divide-border rounded-2xl border border-border bg-surface/80';
const itemClass = 'flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-4';

/**
 * A citizen's public profile, rendered on request: their card (number, handle, role, tier and the way to
 * the next, points, proposals, votes, citizen since, followers and following, the Follow button, the
 * citizen NFT ID once minted, with its network and transaction), their
 * latest proposals (a hidden one says so in its place) and their latest votes, with a mark on those
 * signed with a wallet.
 */
export async function CitizenProfilePage({ profile, locale }: { profile: PublicProfile; locale: Locale }) {
  const [t, format, strings, followStrings, followLang] = await Promise.all([
    getTranslations('citizens'),
    getFormatter(),
    citizenCardStrings(),
    profileFollowStrings(),
    peopleLang(),
  ]);
  const chains = getMessages(locale).chain.chains as Record<string, string>;
  const token = profile.citizenId;
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const moment = (iso: string) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <JsonLd
        data={profilePage({
          locale,
          path: citizenPath(profile.handle),
          handle: profile.handle,
          number: profile.number,
          since: profile.since,
          description: t('meta.description', {
            handle: profile.handle,
            number: String(profile.number),
            tier: t(`tiers.${profile.standing.tier}`),
            points: profile.points,
            proposals: profile.proposals,
            votes: profile.votes,
          }),
        })}
      />
      <CitizenCard citizen={profile} strings={strings} locale={locale} heading="h1">
        {token && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <IdCard aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="font-semibold">
              {t('profile.citizenId.label', { tokenId: String(token.tokenId) })}
            </span>
            <span aria-hidden="true">·</span>
            <span>{chains[String(token.chainId)] ?? token.chainId}</span>
            <span aria-hidden="true">·</span>
            <ExplorerLink
              chainId={token.chainId}
              hash={token.txHash}
              newTab={t('profile.citizenId.newTab', { explorer: explorerName(token.chainId) })}
            >
              {t('profile.citizenId.view')}
            </ExplorerLink>
          </p>
        )}
        <div lang={followLang}>
          <ProfileFollow
            handle={profile.handle}
            followers={profile.followers}
            following={profile.following}
            strings={followStrings}
            locale={locale}
          />
        </div>
      </CitizenCard>

      <section aria-labelledby="proposals-title">
        <h2 id="proposals-title" className="text-2xl font-bold tracking-tight">
          {t('profile.proposals.title')}
        </h2>
        {profile.recentProposals.length === 0 ? (
          <p className="mt-4 text-muted">{t('profile.proposals.empty')}</p>
        ) : (
          <ul className={listClass}>
            {profile.recentProposals.map((proposal) => (
              <li key={proposal.id} className={cx(itemClass, 'justify-between')}>
                {proposal.hidden ? (
                  <span className="inline-flex items-center gap-2 text-muted italic">
                    <EyeOff aria-hidden="true" className="size-4 shrink-0" />
                    {t('profile.proposals.hidden')}
                  </span>
                ) : (
                  <Link
                    href={proposalPath(proposal.id)}
                    className="min-w-0 font-medium break-words text-foreground hover:text-primary hover:underline"
                  >
                    {proposal.title}
                  </Link>
                )}
                <time dateTime={proposal.createdAt} className="text-sm text-muted">
                  {t('profile.proposals.submitted', { date: day(proposal.createdAt) })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="votes-title">
        <h2 id="votes-title" className="text-2xl font-bold tracking-tight">
          {t('profile.votes.title')}
        </h2>
        {profile.recentVotes.length === 0 ? (
          <p className="mt-4 text-muted">{t('profile.votes.empty')}</p>
        ) : (
          <ul className={listClass}>
            {profile.recentVotes.map((vote) => (
              <li key={vote.proposalId} className={itemClass}>
                <span
                  className={cx(
                    'inline-flex w-20 shrink-0 justify-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    vote.choice === 'for' ? 'bg-accent/15 text-accent' : 'bg-destructive/15 text-destructive',
                  )}
                >
                  {vote.choice === 'for' || vote.choice === 'against'
                    ? t(`profile.votes.choices.${vote.choice}`)
                    : vote.choice}
                </span>
                <Link
                  href={proposalPath(vote.proposalId)}
                  className="min-w-0 flex-1 font-medium break-words text-foreground hover:text-primary hover:underline"
                >
                  {vote.title}
                </Link>
                <time dateTime={vote.createdAt} className="text-sm text-muted">
                  {moment(vote.createdAt)}
                </time>
                {vote.signed && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {t('profile.votes.signed')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
