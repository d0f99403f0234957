import { CalendarClock, CircleCheck, Vote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { CalloutNote } from '@/components/sections/callout-note';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const stages = ['draft', 'review', 'voting', 'decided', 'enacted'] as const;

const examples: { key: string; active: boolean }[] = [
  { key: 'languages', active: true },
  { key: 'healthBoard', active: true },
  { key: 'quantumKeys', active: false },
  { key: 'agentCards', active: false },
];

const tips = ['specific', 'scope', 'rejected'] as const;

export async function ProposalsPage() {
  const t = await getTranslations('proposals');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/ecosystem/dao">{t('hero.dao')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/ecosystem/ai-universe#citizenship">{t('hero.citizen')}</Link>
        </Button>
      </PageHero>

      <Section id="lifecycle" title={t('lifecycle.title')} intro={t('lifecycle.intro')}>
        <NumberedSteps
          columns={5}
          items={stages.map((stage) => ({
            id: stage,
            title: t(`lifecycle.${stage}.title`),
            body: t(`lifecycle.${stage}.body`),
          }))}
        />
      </Section>

      <Section id="examples" title={t('examples.title')} intro={t('examples.intro')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {examples.map(({ key, active }) => {
            const StatusIcon = active ? CalendarClock : CircleCheck;
            return (
              <li key={key}>
                <Card className="flex h-full flex-col">
                  <div className="mb-3 flex flex-wrap items-center gap-2">
                    <Badge variant="muted">{t('examples.exampleLabel')}</Badge>
                    <Badge variant={active ? 'accent' : 'default'}>
                      {active ? t('examples.statusActive') : t('examples.statusPassed')}
                    </Badge>
                  </div>
                  <CardTitle>{t(`examples.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`examples.${key}.summary`)}</CardDescription>
                  <dl className="mt-4 mb-4 text-sm">
                    <dt className="text-muted">{t('examples.proposedBy')}</dt>
                    <dd className="font-medium text-foreground">{t(`examples.${key}.author`)}</dd>
                  </dl>
                  <p className="mt-auto flex items-center gap-2 border-t border-border pt-4 text-sm font-medium text-foreground">
                    <StatusIcon
                      aria-hidden="true"
                      className={active ? 'size-4 text-accent' : 'size-4 text-primary'}
                    />
                    {active ? t('examples.endsSoon') : t('examples.ended')}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
        <CalloutNote icon={Vote} title={t('votingSoon.title')} className="mt-8">
          <p>{t('votingSoon.body')}</p>
          <p>
            <Link href="/about/roadmap" className="font-semibold text-primary hover:underline">
              {t('votingSoon.roadmap')}
            </Link>
          </p>
        </CalloutNote>
      </Section>

      <Section id="tips" title={t('tips.title')}>
        <FaqList
          items={tips.map((key) => ({
            question: t(`tips.${key}.question`),
            answer: t(`tips.${key}.answer`),
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/ecosystem/ai-universe#citizenship">{t('closing.citizen')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/community">{t('closing.community')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
