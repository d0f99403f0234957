import {
  Baby,
  Banknote,
  Eye,
  GraduationCap,
  HandHeart,
  HeartPulse,
  LaptopMinimal,
  Mail,
  MessageSquareHeart,
  Palmtree,
  Rocket,
  ShieldCheck,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const CAREERS_EMAIL = 'careers@civitas.example';

const values = [
  { key: 'people', icon: HandHeart },
  { key: 'open', icon: Eye },
  { key: 'safety', icon: ShieldCheck },
  { key: 'ship', icon: Rocket },
  { key: 'kind', icon: MessageSquareHeart },
] as const;

const remotePoints = ['async', 'hours', 'meet', 'anywhere'] as const;

const benefits = [
  { key: 'pay', icon: Banknote },
  { key: 'health', icon: HeartPulse },
  { key: 'time', icon: Palmtree },
  { key: 'learning', icon: GraduationCap },
  { key: 'setup', icon: LaptopMinimal },
  { key: 'family', icon: Baby },
] as const;

const roles = [
  'mlEngineer',
  'contracts',
  'designer',
  'devrel',
  'governance',
  'security',
  'localisation',
] as const;
const roleFacts = ['team', 'location', 'type'] as const;

const steps = ['apply', 'call', 'sample', 'team', 'offer'] as const;

function mailto(subject?: string) {
  return subject
    ? `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}`
    : `mailto:${CAREERS_EMAIL}`;
}

export async function CareersPage() {
  const t = await getTranslations('careers');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <a href="#roles">{t('hero.roles')}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/about/manifesto">{t('hero.manifesto')}</Link>
        </Button>
      </PageHero>

      <Section id="culture" title={t('culture.title')}>
        <div className="grid max-w-5xl gap-4 text-muted md:grid-cols-2 md:gap-8">
          <p>{t('culture.p1')}</p>
          <p>{t('culture.p2')}</p>
        </div>
      </Section>

      <Section id="values" title={t('values.title')}>
        <FeatureGrid
          items={values.map(({ key, icon }) => ({
            icon,
            title: t(`values.${key}.title`),
            body: t(`values.${key}.body`),
          }))}
        />
      </Section>

      <Section id="remote" title={t('remote.title')} intro={t('remote.body')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {remotePoints.map((point) => (
            <li
              key={point}
              className="flex gap-3 rounded-2xl border border-border bg-surface/60 p-5 text-sm text-muted"
            >
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />
              {t(`remote.points.${point}`)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={t('benefits.title')} intro={t('benefits.intro')}>
        <FeatureGrid
          items={benefits.map(({ key, icon }) => ({
            icon,
            title: t(`benefits.${key}.title`),
            body: t(`benefits.${key}.body`),
          }))}
        />
      </Section>

      <Section id="roles" title={t('roles.title')} intro={t('roles.intro')} className="scroll-mt-20">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {roles.map((role) => {
            const title = t(`roles.${role}.title`);
            return (
              <li key={role}>
                <Card className="flex h-full flex-col">
                  <CardTitle>{title}</CardTitle>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {roleFacts.map((fact) => (
                      <div key={fact} className="contents">
                        <dt className="text-muted">{t(`roles.${fact}`)}</dt>
                        <dd className="font-medium text-foreground">{t(`roles.${role}.${fact}`)}</dd>
                      </div>
                    ))}
                  </dl>
                  <CardDescription className="mt-4">{t(`roles.${role}.body`)}</CardDescription>
                  <div className="mt-auto pt-5">
                    <Button asChild size="sm" variant="outline">
                      <a href={mailto(title)}>
                        <Mail aria-hidden="true" />
                        {t('roles.apply')}
                        <span className="sr-only">: {title}</span>
                      </a>
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
          <li>
            <Card className="flex h-full flex-col border-dashed bg-surface/40">
              <CardTitle>{t('roles.openTitle')}</CardTitle>
              <CardDescription>{t('roles.openBody')}</CardDescription>
              <div className="mt-auto pt-5">
                <a
                  href={mailto()}
                  className="text-sm font-semibold break-all text-primary underline-offset-4 hover:underline"
                >
                  {CAREERS_EMAIL}
                </a>
              </div>
            </Card>
          </li>
        </ul>
      </Section>

      <Section id="process" title={t('process.title')} intro={t('process.intro')}>
        <Timeline
          items={steps.map((step) => ({
            period: t(`process.${step}.period`),
            title: t(`process.${step}.title`),
            body: t(`process.${step}.body`),
            status: t(`process.${step}.status`),
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/about">{t('closing.about')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/about/roadmap">{t('closing.roadmap')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
