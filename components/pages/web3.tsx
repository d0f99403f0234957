import {
  ArrowDownToLine,
  ArrowLeftRight,
  Award,
  Coins,
  Eye,
  History,
  IdCard,
  Landmark,
  Network,
  PiggyBank,
  Send,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { FinanceSlot } from '@/components/finance/finance-slot';
import { BulletList } from '@/components/sections/bullet-list';
import { CalloutNote } from '@/components/sections/callout-note';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { pointItem, textItems } from '@/components/sections/text-items';
import { Card, CardTitle } from '@/components/ui/card';
import { SCORE_FACTORS, type ScoreFactorId } from '@/lib/chain/score';
import type { AppMessages } from '@/lib/i18n/app-config';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

const factorIcons: Record<ScoreFactorId, LucideIcon> = {
  accountAge: History,
  transactions: Send,
  balance: Coins,
  citizenId: IdCard,
  contributions: Award,
};
const privacyPoints = ['privacyOwn', 'privacyData', 'privacyNotRating', 'privacyNoSale'] as const;
// Described, without controls: they come when citizens have decided how they work.
const planned = { swap: ArrowLeftRight, staking: PiggyBank };

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
        <FinanceSlot
          place="page"
          fallback={
            <FeatureGrid
              columns={2}
              items={[
                { icon: Send, ...pointItem(t, 'wallet.send', ['pointAddress', 'pointFee']) },
                { icon: ArrowDownToLine, ...pointItem(t, 'wallet.receive', ['pointNetwork', 'pointCopy']) },
              ]}
            />
          }
        />
      </Section>

      <Section {...sectionText(t, 'credit', 'credit-score')}>
        <h3 className="mb-5 text-xl font-semibold">{t('credit.computedTitle')}</h3>
        {/* The weights come from the scoring code itself (lib/chain/score.ts), so the page cannot drift. */}
        <FeatureGrid
          items={SCORE_FACTORS.map((factor) => ({
            icon: factorIcons[factor.id],
            meta: t('credit.weight', { points: factor.weight }),
            title: t(`credit.${factor.id}.title`),
            body: t(`credit.${factor.id}.body`),
          }))}
        />
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

      <Section {...sectionText(t, 'planned')}>
        <FeatureGrid columns={2} items={textItems(t, 'planned', planned)} />
        <CalloutNote icon={Landmark} className="mt-6">
          <p>{t('planned.governance')}</p>
          <Link href={routes.dao} className="mt-2 inline-block font-semibold text-primary hover:underline">
            {t('planned.dao')}
          </Link>
        </CalloutNote>
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
