// The `wallet` message namespace for the wallet island. The layout ships only the small account
// namespaces in every page's HTML; these strings come as their own chunk, one per language, when the
// island opens (the wallet stack itself is a lazy chunk too). English sits underneath, as on the server.
import type { AppMessages } from '@/lib/i18n/app-config';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { deepMerge, substituteConstants, type Messages } from '@/lib/i18n/merge';
import { site } from '@/lib/site';

type Loader = () => Promise<{ default: Messages }>;

// Written out one by one so the bundler makes one small chunk per language, not a context of all.
const loaders: Record<Locale, Loader> = {
  en: () => import('@/messages/en/wallet.json'),
  vi: () => import('@/messages/vi/wallet.json'),
  fr: () => import('@/messages/fr/wallet.json'),
  es: () => import('@/messages/es/wallet.json'),
  zh: () => import('@/messages/zh/wallet.json'),
  ja: () => import('@/messages/ja/wallet.json'),
  hi: () => import('@/messages/hi/wallet.json'),
  hmn: () => import('@/messages/hmn/wallet.json'),
};

/** The `wallet` namespace, typed as the English file is. */
export type WalletMessages = { wallet: AppMessages['wallet'] };

const cache = new Map<Locale, Promise<WalletMessages>>();

/**
 * `{ wallet: … }` for `locale`, English filling any key it lacks and `{brand}` replaced, ready to merge
 * into the island's messages (or to pass to `createTranslator(messages, 'wallet', locale)`).
 */
export function loadWalletMessages(locale: Locale): Promise<WalletMessages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = Promise.all([
      loaders[defaultLocale](),
      locale === defaultLocale ? undefined : loaders[locale](),
    ]).then(([base, own]) => ({
      // Cast: the merge is untyped; it has every key of English, which it starts from.
      wallet: substituteConstants(deepMerge(base.default, own?.default), {
        brand: site.name,
      }) as AppMessages['wallet'],
    }));
    // A failed chunk load (offline) may succeed later: do not keep the rejection.
    messages.catch(() => cache.delete(locale));
    cache.set(locale, messages);
  }
  return messages;
}
