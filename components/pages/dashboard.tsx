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
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { DashboardPanelLazy as DashboardPanel } from '@/components/account/dashboard-panel-lazy';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { roles } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';

const modules = [
  { key: 'profile', icon: IdCard, points: ['handle', 'nft', 'visibility'] },
  { key: 'role', icon: UserRoundCog, points: ['current', 'change', 'next'] },
  { key: 'notifications', icon: Bell, points: ['types', 'read', 'badge'] },
  { key: 'votes', icon: Vote, points: ['open', 'history', 'results'] },
  { key: 'credentials', icon: Award, points: ['earned', 'verify', 'paths'] },
  { key: 'wallet', icon: Wallet, points: ['address', 'network', 'activity'] },
] as const;

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

const controls = [
  { key: 'private', icon: EyeOff },
  { key: 'public', icon: Share2 },
  { key: 'export', icon: Download },
] as const;

export async function DashboardPage() {
  const t = await getTranslations('dashboard');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/ecosystem/ai-universe">{t('hero.become')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/docs">{t('hero.learn')}</Link>
        </Button>
      </PageHero>

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
        }}
      />

      <Section id="modules" title={t('modules.title')} intro={t('modules.intro')}>
        <FeatureGrid
          items={modules.map(({ key, icon, points }) => ({
            icon,
            title: t(`modules.${key}.title`),
            body: t(`modules.${key}.body`),
            points: points.map((point) => t(`modules.${key}.points.${point}`)),
          }))}
        />
      </Section>

      <Section id="preview" title={t('preview.title')} intro={t('preview.intro')}>
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
              <Card>
                <CardTitle className="text-sm tracking-wider text-muted uppercase">
                  {t('preview.credentials.title')}
                </CardTitle>
                <div className="mt-4 flex items-center gap-3">
                  <Award aria-hidden="true" className="size-8 shrink-0 text-accent" />
                  <div>
                    <p className="font-medium">{t('preview.credentials.name')}</p>
                    <p className="text-sm text-muted">{t('preview.credentials.status')}</p>
                  </div>
                </div>
              </Card>
              <Card>
                <CardTitle className="text-sm tracking-wider text-muted uppercase">
                  {t('preview.wallet.title')}
                </CardTitle>
                <div className="mt-4 flex items-center gap-3">
                  <Wallet aria-hidden="true" className="size-8 shrink-0 text-primary" />
                  <div>
                    <p className="font-mono font-medium">{t('preview.wallet.address')}</p>
                    <p className="text-sm text-muted">{t('preview.wallet.network')}</p>
                  </div>
                </div>
              </Card>
            </div>
          </div>
        </div>
      </Section>

      <Section id="control" title={t('control.title')}>
        <FeatureGrid
          items={controls.map(({ key, icon }) => ({
            icon,
            title: t(`control.${key}.title`),
            body: t(`control.${key}.body`),
            footer:
              key === 'export' ? (
                <Link href="/privacy-policy" className="text-sm font-semibold text-primary hover:underline">
                  {t('control.privacyLink')}
                </Link>
              ) : undefined,
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/ecosystem/ai-universe">{t('closing.become')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/help-center">{t('closing.help')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
