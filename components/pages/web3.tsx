import {
  ArrowDownToLine,
  ArrowLeftRight,
  Award,
  Coins,
  Eye,
  History,
  Info,
  Landmark,
  Network,
  PiggyBank,
  Send,
  ShieldCheck,
  Timer,
  Users,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CalloutNote } from '@/components/sections/callout-note';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

const walletActions = [
  { key: 'send', icon: Send, points: ['pointAddress', 'pointFee'] },
  { key: 'receive', icon: ArrowDownToLine, points: ['pointNetwork', 'pointNotify'] },
  { key: 'swap', icon: ArrowLeftRight, points: ['pointQuote', 'pointSlippage'] },
] as const;

const pools = [
  { key: 'citizen', icon: Users },
  { key: 'builder', icon: PiggyBank },
  { key: 'governance', icon: Landmark },
] as const;

const creditFactors = [
  { key: 'history', icon: History },
  { key: 'contributions', icon: Award },
  { key: 'governance', icon: Landmark },
  { key: 'consistency', icon: Timer },
] as const;

const privacyPoints = ['privacyOptIn', 'privacyData', 'privacyControl', 'privacyNoSale'] as const;

const transactions = [
  { key: 'sent', icon: Send },
  { key: 'swap', icon: ArrowLeftRight },
  { key: 'reward', icon: Coins },
  { key: 'approval', icon: ShieldCheck },
] as const;

const networks = ['mainnet', 'sepolia'] as const;
const wallets = ['metamask', 'walletconnect', 'coinbase'] as const;

export async function Web3Page() {
  const t = await getTranslations('web3');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <Link href="/tokenomics">{t('hero.tokenomics')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/docs">{t('hero.docs')}</Link>
        </Button>
      </PageHero>

      <Section id="wallet" title={t('wallet.title')} intro={t('wallet.intro')}>
        <FeatureGrid
          items={walletActions.map(({ key, icon, points }) => ({
            title: t(`wallet.${key}.title`),
            body: t(`wallet.${key}.body`),
            icon,
            points: points.map((point) => t(`wallet.${key}.${point}`)),
          }))}
        />
        <CalloutNote icon={Wallet} className="mt-6">
          {t('wallet.signIn')}
        </CalloutNote>
      </Section>

      <Section id="staking" title={t('staking.title')} intro={t('staking.intro')}>
        <CalloutNote icon={Info} className="mb-6">
          {t('staking.notice')}
        </CalloutNote>
        <FeatureGrid
          items={pools.map(({ key, icon }) => ({
            title: t(`staking.${key}.title`),
            body: t(`staking.${key}.body`),
            icon,
            meta: t('staking.example'),
            footer: (
              <dl className="grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
                <div>
                  <dt className="text-muted">{t('staking.aprLabel')}</dt>
                  <dd className="mt-1 text-2xl font-bold text-foreground">{t(`staking.${key}.apr`)}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('staking.lockLabel')}</dt>
                  <dd className="mt-1 font-semibold text-foreground">{t(`staking.${key}.lock`)}</dd>
                </div>
              </dl>
            ),
          }))}
        />
      </Section>

      <Section id="credit-score" title={t('credit.title')} intro={t('credit.intro')}>
        <h3 className="mb-5 text-xl font-semibold">{t('credit.computedTitle')}</h3>
        <FeatureGrid
          columns={4}
          items={creditFactors.map(({ key, icon }) => ({
            title: t(`credit.${key}.title`),
            body: t(`credit.${key}.body`),
            icon,
          }))}
        />
        <Card className="mt-8">
          <div className="flex items-center gap-3">
            <Eye aria-hidden="true" className="size-5 text-accent" />
            <CardTitle>{t('credit.privacyTitle')}</CardTitle>
          </div>
          <ul className="mt-4 grid gap-3 text-sm text-muted sm:grid-cols-2">
            {privacyPoints.map((point) => (
              <li key={point} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {t(`credit.${point}`)}
              </li>
            ))}
          </ul>
        </Card>
      </Section>

      <Section id="transactions" title={t('transactions.title')} intro={t('transactions.intro')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {transactions.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="flex h-full gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <div className="mb-2 flex flex-wrap gap-2">
                    <Badge variant="muted">{t('transactions.example')}</Badge>
                    <Badge variant="accent">{t('transactions.confirmed')}</Badge>
                  </div>
                  <CardTitle className="text-base">{t(`transactions.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`transactions.${key}.body`)}</CardDescription>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="networks" title={t('support.title')} intro={t('support.intro')}>
        <div className="grid gap-5 md:grid-cols-2">
          <Card>
            <div className="flex items-center gap-3">
              <Network aria-hidden="true" className="size-5 text-accent" />
              <CardTitle>{t('support.networksTitle')}</CardTitle>
            </div>
            <ul className="mt-4 space-y-2 text-sm text-muted">
              {networks.map((network) => (
                <li key={network} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {t(`support.${network}`)}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">{t('support.switch')}</p>
          </Card>
          <Card>
            <div className="flex items-center gap-3">
              <Wallet aria-hidden="true" className="size-5 text-accent" />
              <CardTitle>{t('support.walletsTitle')}</CardTitle>
            </div>
            <ul className="mt-4 space-y-2 text-sm text-muted">
              {wallets.map((wallet) => (
                <li key={wallet} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {t(`support.${wallet}`)}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/academy">{t('closing.academy')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/help-center">{t('closing.help')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
