import { Award, Bell, Download, EyeOff, IdCard, Share2, UserRoundCog, Vote, Wallet } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { DashboardPanelLazy as DashboardPanel } from '@/components/account/dashboard-panel-lazy';
import { citizenIdPanelStrings } from '@/components/chain/panel-strings';
import { GovernancePanelLazy } from '@/components/dashboard/governance-lazy';
import type { GovernanceStrings } from '@/components/dashboard/strings';
import { FinanceSlot } from '@/components/finance/finance-slot';
import { FollowingFeedLazy } from '@/components/people/following-feed-lazy';
import { feedStrings, peopleLang } from '@/components/people/strings';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { pointItem, textItems } from '@/components/sections/text-items';
import { roles, type TierId } from '@/lib/api/contract';
import { TIERS } from '@/lib/citizens/rules';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

const controls = { private: EyeOff, public: Share2, export: Download };

export async function DashboardPage() {
  const t = await getTranslations('dashboard');
  const common = await getTranslations('common');
  const moderation = await getTranslations('moderation');
  const locale = await getLocale();
  const governance: GovernanceStrings = {
    title: t('governance.title'),
    loading: t('governance.loading'),
    signedOut: t('governance.signedOut'),
    login: t('panel.signedOut.login'),
    error: t('governance.error'),
    sessionEnded: t('governance.sessionEnded'),
    offline: t('panel.errors.offline'),
    rateLimited: t('panel.errors.rateLimited'),
    retry: common('error.retry'),
    moderationLink: moderation('dashboardLink'),
    parts: {
      status: {
        active: t('governance.status.active'),
        passed: t('governance.status.passed'),
        rejected: t('governance.status.rejected'),
      },
      // Raw texts keep their {placeholders}, filled in the browser.
      votingEnds: t.raw('governance.votingEnds') as string,
      votingEnded: t('governance.votingEnded'),
      for: t('governance.for'),
      against: t('governance.against'),
    },
    citizenship: {
      title: t('governance.citizenship.title'),
      number: t.raw('governance.citizenship.number') as string,
      handle: t('governance.citizenship.handle'),
      tier: t('governance.citizenship.tier'),
      points: t('governance.citizenship.points'),
      next: t.raw('governance.citizenship.next') as string,
      progress: t.raw('governance.citizenship.progress') as string,
      top: t('governance.citizenship.top'),
      tiers: Object.fromEntries(
        TIERS.map(({ id }) => [id, t(`governance.citizenship.tiers.${id}`)]),
      ) as Record<TierId, string>,
      email: t('governance.citizenship.email'),
      noEmail: t('governance.citizenship.noEmail'),
      verified: t('governance.citizenship.verified'),
      unverified: t('governance.citizenship.unverified'),
      resend: t('governance.citizenship.resend'),
      resending: t('governance.citizenship.resending'),
      resent: t.raw('governance.citizenship.resent') as string,
      notify: t('governance.citizenship.notify'),
      notifyHint: t('governance.citizenship.notifyHint'),
      failed: t('governance.citizenship.failed'),
    },
    citizenId: await citizenIdPanelStrings(),
    invite: { body: t('governance.invite.body'), action: t('governance.invite.action') },
    proposals: {
      title: t('governance.proposals.title'),
      empty: t('governance.proposals.empty'),
      propose: t('governance.proposals.propose'),
      hidden: t.raw('governance.proposals.hidden') as string,
    },
    votes: {
      title: t('governance.votes.title'),
      empty: t('governance.votes.empty'),
      browse: t('governance.votes.browse'),
      for: t('governance.votes.for'),
      against: t('governance.votes.against'),
      signed: t('governance.votes.signed'),
    },
  };
  return (
    <>
      <PageHero {...heroProps(t, { become: routes.aiUniverse, learn: routes.docs })} />

      <DashboardPanel
        strings={{
          loading: t('panel.loading'),
          signedOut: {
            title: t('panel.signedOut.title'),
            body: t('panel.signedOut.body'),
            join: t('panel.signedOut.join'),
            login: t('panel.signedOut.login'),
          },
          title: t('panel.title'),
          fields: {
            name: t('panel.fields.name'),
            email: t('panel.fields.email'),
            role: t('panel.fields.role'),
            memberSince: t('panel.fields.memberSince'),
            unread: t('panel.fields.unread'),
          },
          noRole: t('panel.noRole'),
          unreadLoading: t('panel.unreadLoading'),
          unreadError: t('panel.unreadError'),
          roleForm: {
            label: t('panel.roleForm.label'),
            placeholder: t('panel.roleForm.placeholder'),
            save: t('panel.roleForm.save'),
            saving: t('panel.roleForm.saving'),
          },
          saved: { title: t('panel.saved.title'), body: t('panel.saved.body') },
          errors: {
            unauthenticated: t('panel.errors.unauthenticated'),
            rateLimited: t('panel.errors.rateLimited'),
            offline: t('panel.errors.offline'),
            invalidRole: t('panel.errors.invalidRole'),
            failed: t('panel.errors.failed'),
          },
          roles: Object.fromEntries(roles.map((role) => [role, t(`panel.roles.${role}`)])) as Record<
            (typeof roles)[number],
            string
          >,
          areas: {
            title: t('panel.areas.title'),
            academy: t('panel.areas.academy'),
            dao: t('panel.areas.dao'),
            creatorHub: t('panel.areas.creatorHub'),
            community: t('panel.areas.community'),
          },
          email: {
            title: t('panel.email.title'),
            verified: t('panel.email.verified'),
            unverified: t('panel.email.unverified'),
            verify: t('panel.email.verify'),
            verifying: t('panel.email.verifying'),
            // {email} is filled in the browser.
            verifySent: t.raw('panel.email.verifySent') as string,
            preferences: t('panel.email.preferences'),
            language: t('panel.email.language'),
            digest: t('panel.email.digest'),
            digestHint: t('panel.email.digestHint'),
            save: t('panel.email.save'),
            saving: t('panel.email.saving'),
            saved: t('panel.email.saved'),
            noEmail: t('panel.email.noEmail'),
            sessionEnded: t('panel.email.sessionEnded'),
            failed: t('panel.email.failed'),
          },
          security: {
            title: t('panel.security.title'),
            changePassword: t('panel.security.changePassword'),
            currentPassword: t('panel.security.currentPassword'),
            newPassword: t('panel.security.newPassword'),
            savePassword: t('panel.security.savePassword'),
            savingPassword: t('panel.security.savingPassword'),
            passwordChanged: t('panel.security.passwordChanged'),
            changeEmail: t('panel.security.changeEmail'),
            newEmail: t('panel.security.newEmail'),
            sendConfirmation: t('panel.security.sendConfirmation'),
            sending: t('panel.security.sending'),
            // {email} is filled in the browser.
            emailSent: t.raw('panel.security.emailSent') as string,
            wrongPassword: t('panel.security.wrongPassword'),
            sameEmail: t('panel.security.sameEmail'),
            emailTaken: t('panel.security.emailTaken'),
          },
        }}
      />

      <GovernancePanelLazy strings={governance} locale={locale} />

      <div lang={await peopleLang()}>
        <FollowingFeedLazy strings={await feedStrings()} locale={locale} />
      </div>

      <Section {...sectionText(t, 'finance')}>
        <FinanceSlot place="dashboard" />
      </Section>

      <Section {...sectionText(t, 'modules')}>
        <FeatureGrid
          items={[
            {
              icon: IdCard,
              ...pointItem(t, 'modules.profile', ['points.handle', 'points.nft', 'points.visibility']),
            },
            {
              icon: UserRoundCog,
              ...pointItem(t, 'modules.role', ['points.current', 'points.change', 'points.next']),
            },
            {
              icon: Bell,
              ...pointItem(t, 'modules.notifications', ['points.types', 'points.read', 'points.badge']),
            },
            {
              icon: Vote,
              ...pointItem(t, 'modules.votes', ['points.open', 'points.history', 'points.results']),
            },
            {
              icon: Award,
              ...pointItem(t, 'modules.credentials', ['points.earned', 'points.verify', 'points.paths']),
            },
            {
              icon: Wallet,
              ...pointItem(t, 'modules.wallet', ['points.address', 'points.network', 'points.activity']),
            },
          ]}
        />
      </Section>

      <Section id="control" title={t('control.title')}>
        <FeatureGrid
          items={textItems(t, 'control', controls).map((control) => ({
            ...control,
            footer:
              control.id === 'export' ? (
                <Link href={routes.privacy} className="text-sm font-semibold text-primary hover:underline">
                  {t('control.privacyLink')}
                </Link>
              ) : undefined,
          }))}
        />
      </Section>

      <CtaBand {...closingProps(t, { become: routes.aiUniverse, help: routes.helpCenter })} />
    </>
  );
}
