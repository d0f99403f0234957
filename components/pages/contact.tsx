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
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IconTile } from '@/components/sections/icon-tile';
import { LinkButton } from '@/components/sections/link-button';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { pointItem } from '@/components/sections/text-items';
import { Card } from '@/components/ui/card';
import { routes } from '@/lib/routes';

/** E-mail channels. Addresses are not translated. */
const inboxes = [
  { key: 'general', addresses: ['hello@civitas.example'], icon: Mail },
  { key: 'press', addresses: ['press@civitas.example'], icon: Newspaper },
  { key: 'security', addresses: ['security@civitas.example'], icon: ShieldAlert },
  { key: 'legal', addresses: ['privacy@civitas.example', 'legal@civitas.example'], icon: Scale },
] as const;

const responseTimes = ['general', 'press', 'security', 'privacy'] as const;

const remotePoints = ['timezones', 'async', 'events'] as const;
const disclosurePoints = ['details', 'privately', 'data', 'harm', 'safeHarbour'] as const;

export async function ContactPage() {
  const t = await getTranslations('contact');
  return (
    <>
      <PageHero {...heroProps(t)} />

      <Section {...sectionText(t, 'email')}>
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

      <Section {...sectionText(t, 'responses')}>
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

      <Section {...sectionText(t, 'community')}>
        <FeatureGrid
          columns={2}
          items={[
            {
              icon: MessageCircle,
              ...pointItem(t, 'community.discord', ['points.support', 'points.governance', 'points.calls']),
            },
            {
              icon: Send,
              ...pointItem(t, 'community.telegram', [
                'points.announcements',
                'points.languages',
                'points.alerts',
              ]),
            },
          ]}
        />
        <p className="mt-6 max-w-3xl text-muted">{t('community.find')}</p>
        <div className="mt-4">
          <LinkButton href={routes.community} variant="outline">
            {t('community.communityLink')}
          </LinkButton>
        </div>
        <Card className="mt-8 flex gap-4 border-accent/40">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <p className="text-sm text-foreground">{t('community.warning')}</p>
        </Card>
      </Section>

      <Section id="remote" title={t('remote.title')}>
        <Card className="flex flex-col gap-6 md:flex-row md:items-start">
          <IconTile icon={Globe} className="shrink-0" />
          <div>
            <p className="text-muted">{t('remote.body')}</p>
            <BulletList
              items={remotePoints.map((point) => t(`remote.points.${point}`))}
              className="mt-4 space-y-1.5 text-sm text-muted"
            />
          </div>
        </Card>
      </Section>

      <Section {...sectionText(t, 'disclosure')}>
        <Card>
          <BulletList
            items={disclosurePoints.map((point) => t(`disclosure.points.${point}`))}
            icon={ShieldCheck}
            className="space-y-3"
            itemClassName="flex gap-3 text-sm text-muted"
          />
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

      <CtaBand {...closingProps(t, { help: routes.helpCenter, docs: routes.docs })} />
    </>
  );
}
