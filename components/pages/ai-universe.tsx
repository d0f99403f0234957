import { BookOpen, Bot, Code2, Info, Lock, Palette, Scale, ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CitizenshipFormLazy } from '@/components/citizens/citizenship-form-lazy';
import { citizensLang, citizenshipFormStrings } from '@/components/citizens/strings';
import { ArrowLink } from '@/components/sections/arrow-link';
import { BulletList } from '@/components/sections/bullet-list';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, pointItem, textItems } from '@/components/sections/text-items';
import { POINTS, TIERS, type TierId } from '@/lib/citizens/rules';
import { pageHref, routes } from '@/lib/routes';

const steps = ['handle', 'email', 'nft', 'dao'] as const;

const agents = {
  companion: Bot,
  tutor: BookOpen,
  builder: Code2,
  civic: Scale,
  guardian: ShieldCheck,
  creative: Palette,
};

export async function AiUniversePage() {
  const t = await getTranslations('aiUniverse');
  const [formStrings, formLang] = await Promise.all([citizenshipFormStrings(), citizensLang()]);

  // One entry per tier of TIERS (the thresholds the ledger applies); each tier's perks are its own keys.
  const perks = {
    resident: pointItem(t, 'tiers.resident', ['p1', 'p2', 'p3']),
    citizen: pointItem(t, 'tiers.citizen', ['p1', 'p2']),
    steward: pointItem(t, 'tiers.steward', ['p1', 'p2', 'p3']),
    councillor: pointItem(t, 'tiers.councillor', ['p1', 'p2', 'p3']),
  } satisfies Record<TierId, unknown>;
  const tierRows = TIERS.map((tier) => ({
    id: tier.id,
    ...perks[tier.id],
    from: t('tiers.from', { points: tier.min }),
  }));
  // What each action earns: the numbers are the ledger's (POINTS), never the messages'.
  // (A withdrawn like takes back what it gave: it earns nothing, so it is no row of this table.)
  const earnings = entriesOf(POINTS)
    .flatMap(([action, points]) => (action === 'like_withdrawn' ? [] : [{ action, points }]))
    .map(({ action, points }) => ({
      action,
      label: t(`tiers.earn.${action}`),
      points: t('tiers.earn.points', { points }),
    }));

  return (
    <>
      <PageHero {...heroProps(t, { start: pageHref('aiUniverse', 'citizenship'), learn: routes.academy })} />

      <Section {...sectionText(t, 'citizenship')} className="scroll-mt-20">
        <NumberedSteps
          columns={4}
          items={textItems(t, 'citizenship', steps).map((step) => ({
            ...step,
            footer:
              step.id === 'dao' ? (
                <ArrowLink href={routes.dao}>{t('citizenship.dao.link')}</ArrowLink>
              ) : undefined,
          }))}
        />
        <div className="mt-8">
          <CitizenshipFormLazy strings={formStrings} lang={formLang} />
        </div>
        <p className="mt-6 flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('citizenship.privacyNote')}
        </p>
      </Section>

      <Section {...sectionText(t, 'tiers')}>
        <div
          role="region"
          aria-labelledby="tiers-caption"
          // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-border bg-surface/80 shadow-lg shadow-black/20"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption id="tiers-caption" className="sr-only">
              {t('tiers.caption')}
            </caption>
            <thead className="border-b border-border text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('tiers.columns.tier')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('tiers.columns.from')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('tiers.columns.unlocks')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {tierRows.map((tier) => (
                <tr key={tier.id} id={`tier-${tier.id}`}>
                  <th scope="row" className="w-1/3 px-5 py-4 align-top font-normal">
                    <span className="block text-base font-semibold text-foreground">{tier.title}</span>
                    <span className="mt-1 block text-muted">{tier.body}</span>
                  </th>
                  <td className="px-5 py-4 align-top font-semibold whitespace-nowrap text-accent tabular-nums">
                    {tier.from}
                  </td>
                  <td className="px-5 py-4 align-top">
                    <BulletList items={tier.points} className="space-y-1.5 text-muted" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CalloutNote icon={Info} className="mt-6">
          {t('tiers.note')}
        </CalloutNote>

        <div className="mt-10">
          <h3 className="text-xl font-semibold">{t('tiers.earn.title')}</h3>
          <p className="mt-2 max-w-3xl text-muted">{t('tiers.earn.intro')}</p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-3">
            {earnings.map((earning) => (
              <li
                key={earning.action}
                className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-surface/80 px-5 py-4"
              >
                <span className="font-medium">{earning.label}</span>
                <span className="shrink-0 rounded-full bg-accent/15 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-accent tabular-nums">
                  {earning.points}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section {...sectionText(t, 'agents')}>
        <FeatureGrid items={textItems(t, 'agents', agents)} />
      </Section>

      <CtaBand {...closingProps(t, { dao: routes.dao, academy: routes.academy })} />
    </>
  );
}
