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
  type LucideIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BulletList } from '@/components/sections/bullet-list';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { ExampleBadges } from '@/components/sections/example-badges';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FigurePair } from '@/components/sections/figure-pair';
import { IconTile } from '@/components/sections/icon-tile';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { pointItem, textItems } from '@/components/sections/text-items';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import type { AppMessages } from '@/lib/i18n/app-config';
import { routes } from '@/lib/routes';

const pools = { citizen: Users, builder: PiggyBank, governance: Landmark };

const creditFactors = { history: History, contributions: Award, governance: Landmark, consistency: Timer };
const privacyPoints = ['privacyOptIn', 'privacyData', 'privacyControl', 'privacyNoSale'] as const;
const transactions = { sent: Send, swap: ArrowLeftRight, reward: Coins, approval: ShieldCheck };

/** A key of the support section's messages. */
type SupportKey = keyof AppMessages['web3']['support'];

/** The two lists of the support section: networks, then wallets, each with its icon and a closing note. */
const supported: readonly {
  key: 'networks' | 'wallets';
  icon: LucideIcon;
  items: readonly SupportKey[];
  note?: SupportKey;
}[] = [
  { key: 'networks', icon: Network, items: ['mainnet', 'sepolia'], note: 'switch' },
  { key: 'wallets', icon: Wallet, items: ['metamask', 'walletconnect', 'coinbase'] },
];

export async function Web3Page() {
  const t = await getTranslations('web3');
  return (
    <>
      <PageHero {...heroProps(t, { tokenomics: routes.tokenomics, docs: routes.docs })} />

      <Section {...sectionText(t, 'wallet')}>
        <FeatureGrid
          items={[
            { icon: Send, ...pointItem(t, 'wallet.send', ['pointAddress', 'pointFee']) },
            { icon: ArrowDownToLine, ...pointItem(t, 'wallet.receive', ['pointNetwork', 'pointNotify']) },
            { icon: ArrowLeftRight, ...pointItem(t, 'wallet.swap', ['pointQuote', 'pointSlippage']) },
          ]}
        />
        <CalloutNote icon={Wallet} className="mt-6">
          {t('wallet.signIn')}
        </CalloutNote>
      </Section>

      <Section {...sectionText(t, 'staking')}>
        <CalloutNote icon={Info} className="mb-6">
          {t('staking.notice')}
        </CalloutNote>
        <FeatureGrid
          items={textItems(t, 'staking', pools).map((pool) => ({
            ...pool,
            meta: t('staking.example'),
            footer: (
              <FigurePair
                main={{ label: t('staking.aprLabel'), value: t(`staking.${pool.id}.apr`) }}
                detail={{ label: t('staking.lockLabel'), value: t(`staking.${pool.id}.lock`) }}
              />
            ),
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'credit', 'credit-score')}>
        <h3 className="mb-5 text-xl font-semibold">{t('credit.computedTitle')}</h3>
        <FeatureGrid columns={4} items={textItems(t, 'credit', creditFactors)} />
        <Card className="mt-8">
          <div className="flex items-center gap-3">
            <Eye aria-hidden="true" className="size-5 text-accent" />
            <CardTitle>{t('credit.privacyTitle')}</CardTitle>
          </div>
          <BulletList
            items={privacyPoints.map((point) => t(`credit.${point}`))}
            icon={ShieldCheck}
            className="mt-4 grid gap-3 text-sm text-muted sm:grid-cols-2"
          />
        </Card>
      </Section>

      <Section {...sectionText(t, 'transactions')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {textItems(t, 'transactions', transactions).map(({ id, title, body, icon }) => (
            <li key={id}>
              <Card className="flex h-full gap-4">
                {icon && <IconTile icon={icon} className="size-10 shrink-0" />}
                <div className="min-w-0">
                  <ExampleBadges
                    example={t('transactions.example')}
                    status={t('transactions.confirmed')}
                    variant="accent"
                    className="mb-2"
                  />
                  <CardTitle className="text-base">{title}</CardTitle>
                  <CardDescription>{body}</CardDescription>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section {...sectionText(t, 'support', 'networks')}>
        <div className="grid gap-5 md:grid-cols-2">
          {supported.map(({ key, icon: Icon, items, note }) => (
            <Card key={key}>
              <div className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-5 text-accent" />
                <CardTitle>{t(`support.${key}Title`)}</CardTitle>
              </div>
              <BulletList
                items={items.map((item) => t(`support.${item}`))}
                className="mt-4 space-y-2 text-sm text-muted"
              />
              {note && <p className="mt-4 text-sm text-muted">{t(`support.${note}`)}</p>}
            </Card>
          ))}
        </div>
      </Section>

      <CtaBand {...closingProps(t, { academy: routes.academy, help: routes.helpCenter })} />
    </>
  );
}
