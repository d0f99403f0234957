import { CalendarClock, CircleCheck, Vote } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { ExampleBadges } from '@/components/sections/example-badges';
import { faqItems, FaqList } from '@/components/sections/faq-list';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, routes } from '@/lib/routes';

const stages = ['draft', 'review', 'voting', 'decided', 'enacted'] as const;

/** Example proposals, each open for votes (true) or decided. */
const examples = { languages: true, healthBoard: true, quantumKeys: false, agentCards: false };

const tips = ['specific', 'scope', 'rejected'] as const;

export async function ProposalsPage() {
  const t = await getTranslations('proposals');
  return (
    <>
      <PageHero {...heroProps(t, { dao: routes.dao, citizen: pageHref('aiUniverse', 'citizenship') })} />

      <Section {...sectionText(t, 'lifecycle')}>
        <NumberedSteps columns={5} items={textItems(t, 'lifecycle', stages)} />
      </Section>

      <Section {...sectionText(t, 'examples')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {entriesOf(examples).map(([key, active]) => {
            const StatusIcon = active ? CalendarClock : CircleCheck;
            return (
              <li key={key}>
                <Card className="flex h-full flex-col">
                  <ExampleBadges
                    example={t('examples.exampleLabel')}
                    status={active ? t('examples.statusActive') : t('examples.statusPassed')}
                    variant={active ? 'accent' : 'default'}
                    className="mb-3 items-center"
                  />
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
            <Link href={routes.roadmap} className="font-semibold text-primary hover:underline">
              {t('votingSoon.roadmap')}
            </Link>
          </p>
        </CalloutNote>
      </Section>

      <Section id="tips" title={t('tips.title')}>
        <FaqList items={faqItems(t, 'tips', tips)} />
      </Section>

      <CtaBand
        {...closingProps(t, {
          citizen: pageHref('aiUniverse', 'citizenship'),
          community: routes.community,
        })}
      />
    </>
  );
}
