'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { createTranslator } from '@/lib/i18n/format-message';
import type { NamespaceTranslator } from '@/lib/i18n/use-translator';
import { loadWalletMessages } from './messages';

type Translator = NamespaceTranslator<'wallet'>;

/**
 * The `wallet` namespace's translator once its chunk has arrived (null until then, and while `enabled`
 * is false). A chunk that fails to load (offline) leaves it null: what needs the strings stays hidden.
 */
export function useWalletTranslator(enabled = true): Translator | null {
  const locale = useLocale();
  const [t, setT] = useState<Translator | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadWalletMessages(locale).then(
      (messages) => live && setT(() => createTranslator(messages, 'wallet', locale)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, enabled]);

  return t;
}
