import 'server-only';
// The texts of the on-chain islands (citizen NFT ID, credential anchor), read on the server in the
// request's locale (English underneath, key by key). Raw: the islands fill their placeholders.
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import type { AnchorPanelStrings } from './anchor-panel';
import type { CitizenIdPanelStrings } from './citizen-id-panel';
import type { ChainPanelStrings } from './use-voucher-tx';

async function messages() {
  const locale = await getLocale();
  return getMessages(isLocale(locale) ? locale : defaultLocale);
}

const chainPanel = ({ wallet, chains, tx, errors }: ChainPanelStrings): ChainPanelStrings => ({
  wallet,
  chains,
  tx,
  errors,
});

/** The dashboard's citizen NFT ID panel: `citizens.citizenId` and the `chain` texts. */
export async function citizenIdPanelStrings(): Promise<CitizenIdPanelStrings> {
  const { citizens, chain } = await messages();
  return { citizenId: citizens.citizenId, chain: chainPanel(chain) };
}

/** The credential page's anchor control: `academy.onchain.anchor` and the `chain` texts. */
export async function anchorPanelStrings(): Promise<AnchorPanelStrings> {
  const { academy, chain } = await messages();
  return { anchor: academy.onchain.anchor, newTab: academy.onchain.newTab, chain: chainPanel(chain) };
}
