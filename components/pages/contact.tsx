import {
  Globe,
  Mail,
  MessageCircle,
  Newspaper,
  Scale,
  Send,
  ShieldAlert,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

/** E-mail channels. Addresses are not translated. */
const inboxes = [
  { key: 'general', addresses: ['hello@civitas.example'], icon: Mail },
  { key: 'press', addresses: ['press@civitas.example'], icon: Newspaper },
  { key: 'security', addresses: ['security@civitas.example'], icon: ShieldAlert },
  { key: 'legal', addresses: ['privacy@civitas.example', 'legal@civitas.example'], icon: Scale },
] as const;

const responseTimes = ['general', 'press', 'security', 'privacy'] as const;

const channels = [
  { key: 'discord', icon: MessageCircle, points: ['support', 'governance', 'calls'] },
  { key: 'telegram', icon: Send, points: ['announcements', 'languages', 'alerts'] },
] as const;

const remotePoints = ['timezones', 'async', 'events'] as const;
const disclosurePoints = ['details', 'privately', 'data', 'harm', 'safeHarbour'] as const;

export async function ContactPage() {
  const t = await getTranslations('contact');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="email" title={t('email.title')} intro={t('email.intro')}>
        <FeatureGrid
          columns={4}
          items={inboxes.map(({ key, addresses, icon }) => ({
            icon,
            meta: t(`email.${key}.meta`),
            title: t(`email.${key}.title`),
            body: t(`email.${key}.body`),
            footer: (
              <ul className="space-y-1">
                {addresses.map((address) => (
                  <li key={address}>
                    <a
                      href={`mailto:${address}`}
                      className="text-sm font-semibold break-all text-primary underline-offset-4 hover:underline"
                    >
                      <span className="sr-only">{t('email.writeTo')} </span>
                      {address}
                    </a>
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </Section>

      <Section id="responses" title={t('responses.title')} intro={t('responses.intro')}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {responseTimes.map((key) => (
            <div key={key} className="rounded-2xl border border-border bg-surface/70 p-6">
              <dt className="text-sm text-muted">{t(`responses.${key}`)}</dt>
              <dd className="mt-2 text-2xl font-bold tracking-tight text-foreground">
                {t(`responses.${key}Value`)}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="community" title={t('community.title')} intro={t('community.intro')}>
        <FeatureGrid
          columns={2}
          items={channels.map(({ key, icon, points }) => ({
            icon,
            title: t(`community.${key}.title`),
            body: t(`community.${key}.body`),
            points: points.map((point) => t(`community.${key}.points.${point}`)),
          }))}
        />
        <p className="mt-6 max-w-3xl text-muted">{t('community.find')}</p>
        <div className="mt-4">
          <Button asChild variant="outline">
            <Link href="/community">{t('community.communityLink')}</Link>
          </Button>
        </div>
        <Card className="mt-8 flex gap-4 border-accent/40">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <p className="text-sm text-foreground">{t('community.warning')}</p>
        </Card>
      </Section>

      <Section id="remote" title={t('remote.title')}>
        <Card className="flex flex-col gap-6 md:flex-row md:items-start">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
            <Globe aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-muted">{t('remote.body')}</p>
            <ul className="mt-4 space-y-1.5 text-sm text-muted">
              {remotePoints.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {t(`remote.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
        </Card>
      </Section>

      <Section id="disclosure" title={t('disclosure.title')} intro={t('disclosure.intro')}>
        <Card>
          <ul className="space-y-3">
            {disclosurePoints.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-muted">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {t(`disclosure.points.${point}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">
            <a
              href="mailto:security@civitas.example"
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              <span className="sr-only">{t('email.writeTo')} </span>
              security@civitas.example
            </a>
          </p>
        </Card>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/help-center">{t('closing.help')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/docs">{t('closing.docs')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
