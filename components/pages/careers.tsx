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
import { BulletList } from '@/components/sections/bullet-list';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { Timeline } from '@/components/sections/timeline';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { routes } from '@/lib/routes';

const CAREERS_EMAIL = 'careers@civitas.example';

const values = {
  people: HandHeart,
  open: Eye,
  safety: ShieldCheck,
  ship: Rocket,
  kind: MessageSquareHeart,
};

const remotePoints = ['async', 'hours', 'meet', 'anywhere'] as const;

const benefits = {
  pay: Banknote,
  health: HeartPulse,
  time: Palmtree,
  learning: GraduationCap,
  setup: LaptopMinimal,
  family: Baby,
};

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
      <PageHero {...heroProps(t, { roles: '#roles', manifesto: routes.manifesto })} />

      <Section id="culture" title={t('culture.title')}>
        <div className="grid max-w-5xl gap-4 text-muted md:grid-cols-2 md:gap-8">
          <p>{t('culture.p1')}</p>
          <p>{t('culture.p2')}</p>
        </div>
      </Section>

      <Section id="values" title={t('values.title')}>
        <FeatureGrid items={textItems(t, 'values', values)} />
      </Section>

      <Section id="remote" title={t('remote.title')} intro={t('remote.body')}>
        <BulletList
          items={remotePoints.map((point) => t(`remote.points.${point}`))}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-2xl border border-border bg-surface/60 p-5 text-sm text-muted"
          markerClassName="mt-1.5 size-2"
        />
      </Section>

      <Section {...sectionText(t, 'benefits')}>
        <FeatureGrid items={textItems(t, 'benefits', benefits)} />
      </Section>

      <Section {...sectionText(t, 'roles')} className="scroll-mt-20">
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

      <Section {...sectionText(t, 'process')}>
        <Timeline items={textItems(t, 'process', steps, ['period', 'status'])} />
      </Section>

      <CtaBand {...closingProps(t, { about: routes.about, roadmap: routes.roadmap })} />
    </>
  );
}
