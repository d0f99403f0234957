import {
  AlertTriangle,
  Coins,
  Eye,
  FileText,
  HandCoins,
  Landmark,
  Lock,
  PiggyBank,
  Scale,
  ShieldCheck,
  Vote,
  Wallet,
} from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { TileList } from '@/components/sections/tile-list';
import { Timeline } from '@/components/sections/timeline';
import { routes } from '@/lib/routes';

const utilities = { governance: Vote, staking: PiggyBank, payments: Wallet, rewards: HandCoins };

/** Planned share of the total supply, in percent. The shares sum to 100. */
const allocation = [
  { key: 'community', share: 30, swatch: 'bg-accent' },
  { key: 'staking', share: 10, swatch: 'bg-teal-700' },
  { key: 'ecosystem', share: 15, swatch: 'bg-primary' },
  { key: 'treasury', share: 15, swatch: 'bg-indigo-400' },
  { key: 'team', share: 15, swatch: 'bg-violet-400' },
  { key: 'supporters', share: 10, swatch: 'bg-fuchsia-400' },
  { key: 'liquidity', share: 5, swatch: 'bg-amber-300' },
] as const;

const totalShare = allocation.reduce((sum, item) => sum + item.share, 0);

const vesting = ['launch', 'sixMonths', 'twelveMonths', 'fourYears'] as const;

/** The points of the two sections shown side by side (`governance.<key>`, `staking.<key>`), with their icons. */
const governancePoints = { citizens: ShieldCheck, quadratic: Scale, deposit: Coins };
const stakingPoints = { variable: Coins, lockups: Lock, risks: AlertTriangle };

const treasury = { control: Landmark, uses: HandCoins, reports: Eye };

export async function TokenomicsPage() {
  const t = await getTranslations('tokenomics');
  const format = await getFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  return (
    <>
      <PageHero {...heroProps(t, { governance: routes.proposals, staking: routes.web3 })} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={AlertTriangle} title={t('disclaimer.title')}>
          {t('disclaimer.body')}
        </CalloutNote>
      </div>

      <Section {...sectionText(t, 'utility')}>
        <FeatureGrid columns={4} items={textItems(t, 'utility', utilities)} />
      </Section>

      <Section {...sectionText(t, 'allocation')}>
        <div aria-hidden="true" className="mb-6 flex h-4 overflow-hidden rounded-full border border-border">
          {allocation.map(({ key, share, swatch }) => (
            <span key={key} className={swatch} style={{ width: `${share}%` }} />
          ))}
        </div>
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface/60">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('allocation.caption')}</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('allocation.columnGroup')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('allocation.columnShare')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('allocation.columnRelease')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {allocation.map(({ key, share, swatch }) => (
                <tr key={key}>
                  <th scope="row" className="px-4 py-3 font-medium text-foreground">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${swatch}`} />
                      {t(`allocation.${key}.label`)}
                    </span>
                  </th>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{percent(share)}</td>
                  <td className="px-4 py-3 text-muted">{t(`allocation.${key}.release`)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-border">
              <tr>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {t('allocation.total')}
                </th>
                <td className="px-4 py-3 text-right font-bold tabular-nums">{percent(totalShare)}</td>
                <td className="px-4 py-3" />
              </tr>
            </tfoot>
          </table>
        </div>
      </Section>

      <Section {...sectionText(t, 'vesting')}>
        <Timeline items={textItems(t, 'vesting', vesting, ['period'])} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-0 lg:grid-cols-2">
        <Section {...sectionText(t, 'governance')}>
          <TileList
            items={entriesOf(governancePoints).map(([key, icon]) => ({ text: t(`governance.${key}`), icon }))}
            className="space-y-3"
          />
        </Section>
        <Section {...sectionText(t, 'staking')}>
          <TileList
            items={entriesOf(stakingPoints).map(([key, icon]) => ({ text: t(`staking.${key}`), icon }))}
            className="space-y-3"
          />
        </Section>
      </div>

      <Section {...sectionText(t, 'treasury')}>
        <FeatureGrid items={textItems(t, 'treasury', treasury)} />
      </Section>

      <CtaBand
        {...closingProps(t, {
          docs: { href: routes.docs, icon: FileText },
          community: routes.community,
        })}
      />
    </>
  );
}
