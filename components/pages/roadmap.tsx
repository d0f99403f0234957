import { MessageSquareText, Newspaper, Vote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

const statuses = ['done', 'inProgress', 'planned'] as const;
type Status = (typeof statuses)[number];

const phases: { key: string; status: Status }[] = [
  { key: 'foundation', status: 'done' },
  { key: 'citizenship', status: 'inProgress' },
  { key: 'governance', status: 'inProgress' },
  { key: 'learnCreate', status: 'planned' },
  { key: 'economy', status: 'planned' },
  { key: 'frontier', status: 'planned' },
  { key: 'handover', status: 'planned' },
];

const points = ['p1', 'p2', 'p3'] as const;

const participation = [
  { key: 'propose', icon: Vote },
  { key: 'discuss', icon: MessageSquareText },
  { key: 'follow', icon: Newspaper },
] as const;

export async function RoadmapPage() {
  const t = await getTranslations('roadmap');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="status" title={t('status.title')} intro={t('status.intro')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {statuses.map((status) => (
            <div key={status} className="rounded-2xl border border-border bg-surface/70 p-5">
              <dt>
                <Badge variant="muted">{t(`status.${status}`)}</Badge>
              </dt>
              <dd className="mt-3 text-sm text-muted">{t(`status.${status}Body`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="phases" title={t('phases.title')} intro={t('phases.intro')}>
        <Timeline
          items={phases.map(({ key, status }) => ({
            period: t(`phases.${key}.period`),
            title: t(`phases.${key}.title`),
            body: t(`phases.${key}.body`),
            status: t(`status.${status}`),
            points: points.map((p) => t(`phases.${key}.${p}`)),
          }))}
        />
      </Section>

      <Section id="participate" title={t('participate.title')} intro={t('participate.intro')}>
        <FeatureGrid
          items={participation.map(({ key, icon }) => ({
            title: t(`participate.${key}.title`),
            body: t(`participate.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/ecosystem/dao">{t('closing.dao')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/newsroom">{t('closing.newsroom')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
