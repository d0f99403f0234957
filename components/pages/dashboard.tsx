import {
  Award,
  Bell,
  CalendarClock,
  CircleUserRound,
  Download,
  EyeOff,
  IdCard,
  MessageCircle,
  Share2,
  Trophy,
  UserRoundCog,
  Vote,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { DashboardPanelLazy as DashboardPanel } from '@/components/account/dashboard-panel-lazy';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { pointItem, textItems } from '@/components/sections/text-items';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { roles } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { cn } from '@/lib/utils';

const sampleNotifications = [
  { key: 'vote', icon: Vote, unread: true },
  { key: 'event', icon: CalendarClock, unread: true },
  { key: 'message', icon: MessageCircle, unread: false },
  { key: 'achievement', icon: Trophy, unread: false },
] as const;

const sampleVotes = [
  { key: 'first', active: true },
  { key: 'second', active: false },
] as const;

const controls = { private: EyeOff, public: Share2, export: Download };

/** A small card of the preview: a title over one sample item, its icon beside a name and a detail. */
function SampleCard({
  title,
  icon: Icon,
  iconClassName,
  name,
  nameClassName,
  detail,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  name: string;
  nameClassName?: string;
  detail: string;
}) {
  return (
    <Card>
      <CardTitle className="text-sm tracking-wider text-muted uppercase">{title}</CardTitle>
      <div className="mt-4 flex items-center gap-3">
        <Icon aria-hidden="true" className={cn('size-8 shrink-0', iconClassName)} />
        <div>
          <p className={cn('font-medium', nameClassName)}>{name}</p>
          <p className="text-sm text-muted">{detail}</p>
        </div>
      </div>
    </Card>
  );
}

export async function DashboardPage() {
  const t = await getTranslations('dashboard');
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

      <Section {...sectionText(t, 'preview')}>
        <div className="rounded-3xl border border-border bg-gradient-to-br from-primary/10 via-surface/40 to-accent/5 p-4 sm:p-6">
          <Badge variant="accent">{t('preview.badge')}</Badge>
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            <Card className="flex flex-col items-start gap-3">
              <CardTitle className="text-sm tracking-wider text-muted uppercase">
                {t('preview.profile.title')}
              </CardTitle>
              <CircleUserRound aria-hidden="true" className="size-14 text-primary" />
              <p className="text-lg font-semibold break-all">{t('preview.profile.handle')}</p>
              <Badge>{t('preview.profile.role')}</Badge>
              <p className="text-sm text-muted">{t('preview.profile.nft')}</p>
            </Card>

            <Card className="lg:col-span-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle className="text-sm tracking-wider text-muted uppercase">
                  {t('preview.notifications.title')}
                </CardTitle>
                <Badge variant="accent">{t('preview.notifications.unread')}</Badge>
              </div>
              <ul className="mt-4 divide-y divide-border">
                {sampleNotifications.map(({ key, icon: Icon, unread }) => (
                  <li key={key} className="flex gap-3 py-3">
                    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-accent">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-accent uppercase">
                        {t(`preview.notifications.${key}.type`)}
                        {unread && <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />}
                      </p>
                      <p className={unread ? 'text-sm text-foreground' : 'text-sm text-muted'}>
                        {t(`preview.notifications.${key}.text`)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>

            <Card className="lg:col-span-2">
              <CardTitle className="text-sm tracking-wider text-muted uppercase">
                {t('preview.votes.title')}
              </CardTitle>
              <ul className="mt-4 space-y-3">
                {sampleVotes.map(({ key, active }) => (
                  <li key={key} className="rounded-xl border border-border bg-surface-2/60 p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={active ? 'accent' : 'muted'}>{t(`preview.votes.${key}.status`)}</Badge>
                      <p className="text-sm text-muted">{t(`preview.votes.${key}.detail`)}</p>
                    </div>
                    <p className="mt-2 font-medium">{t(`preview.votes.${key}.name`)}</p>
                  </li>
                ))}
              </ul>
            </Card>

            <div className="grid gap-4">
              <SampleCard
                title={t('preview.credentials.title')}
                icon={Award}
                iconClassName="text-accent"
                name={t('preview.credentials.name')}
                detail={t('preview.credentials.status')}
              />
              <SampleCard
                title={t('preview.wallet.title')}
                icon={Wallet}
                iconClassName="text-primary"
                name={t('preview.wallet.address')}
                nameClassName="font-mono"
                detail={t('preview.wallet.network')}
              />
            </div>
          </div>
        </div>
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
