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
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

const utilities = [
  { key: 'governance', icon: Vote },
  { key: 'staking', icon: PiggyBank },
  { key: 'payments', icon: Wallet },
  { key: 'rewards', icon: HandCoins },
] as const;

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

const governancePoints = [
  { key: 'citizens', icon: ShieldCheck },
  { key: 'quadratic', icon: Scale },
  { key: 'deposit', icon: Coins },
] as const;

const stakingPoints = [
  { key: 'variable', icon: Coins },
  { key: 'lockups', icon: Lock },
  { key: 'risks', icon: AlertTriangle },
] as const;

const treasury = [
  { key: 'control', icon: Landmark },
  { key: 'uses', icon: HandCoins },
  { key: 'reports', icon: Eye },
] as const;

export async function TokenomicsPage() {
  const t = await getTranslations('tokenomics');
  const format = await getFormatter();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/society/proposals">{t('hero.governance')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/ecosystem/web3">{t('hero.staking')}</Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CalloutNote icon={AlertTriangle} title={t('disclaimer.title')}>
          {t('disclaimer.body')}
        </CalloutNote>
      </div>

      <Section id="utility" title={t('utility.title')} intro={t('utility.intro')}>
        <FeatureGrid
          columns={4}
          items={utilities.map(({ key, icon }) => ({
            title: t(`utility.${key}.title`),
            body: t(`utility.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <Section id="allocation" title={t('allocation.title')} intro={t('allocation.intro')}>
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

      <Section id="vesting" title={t('vesting.title')} intro={t('vesting.intro')}>
        <Timeline
          items={vesting.map((step) => ({
            period: t(`vesting.${step}.period`),
            title: t(`vesting.${step}.title`),
            body: t(`vesting.${step}.body`),
          }))}
        />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-0 lg:grid-cols-2">
        <Section id="governance" title={t('governance.title')} intro={t('governance.intro')}>
          <ul className="space-y-3">
            {governancePoints.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="text-muted">{t(`governance.${key}`)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="staking" title={t('staking.title')} intro={t('staking.intro')}>
          <ul className="space-y-3">
            {stakingPoints.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="text-muted">{t(`staking.${key}`)}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section id="treasury" title={t('treasury.title')} intro={t('treasury.intro')}>
        <FeatureGrid
          items={treasury.map(({ key, icon }) => ({
            title: t(`treasury.${key}.title`),
            body: t(`treasury.${key}.body`),
            icon,
          }))}
        />
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/docs">
            <FileText aria-hidden="true" />
            {t('closing.docs')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/community">{t('closing.community')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
