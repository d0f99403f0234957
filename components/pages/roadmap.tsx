import { MessageSquareText, Newspaper, Vote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { Timeline } from '@/components/sections/timeline';
import { Badge } from '@/components/ui/badge';
import { routes } from '@/lib/routes';

const statuses = ['done', 'inProgress', 'planned'] as const;
type Status = (typeof statuses)[number];

/** Each phase of the roadmap with where it stands. */
const phases = {
  foundation: 'done',
  citizenship: 'inProgress',
  governance: 'inProgress',
  learnCreate: 'planned',
  economy: 'planned',
  frontier: 'planned',
  handover: 'planned',
} satisfies Record<string, Status>;

const points = ['p1', 'p2', 'p3'] as const;
const participation = { propose: Vote, discuss: MessageSquareText, follow: Newspaper };

export async function RoadmapPage() {
  const t = await getTranslations('roadmap');
  return (
    <>
      <PageHero {...heroProps(t)} />

      <Section {...sectionText(t, 'status')}>
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

      <Section {...sectionText(t, 'phases')}>
        <Timeline
          items={entriesOf(phases).map(([key, status]) => ({
            period: t(`phases.${key}.period`),
            title: t(`phases.${key}.title`),
            body: t(`phases.${key}.body`),
            status: t(`status.${status}`),
            points: points.map((p) => t(`phases.${key}.${p}`)),
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'participate')}>
        <FeatureGrid items={textItems(t, 'participate', participation)} />
      </Section>

      <CtaBand {...closingProps(t, { dao: routes.dao, newsroom: routes.newsroom })} />
    </>
  );
}
