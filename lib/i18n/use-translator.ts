'use client';

import { useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';
import type { AppMessages, Namespace } from './app-config';
import { createTranslator, type MessageKey, type Translator } from './format-message';

/** The translator of namespace `N`: its keys are the dot paths of N's messages in the English files. */
export type NamespaceTranslator<N extends Namespace> = Translator<MessageKey<AppMessages[N]>>;

/**
 * useTranslations for the lazy islands, without next-intl's ICU runtime (see format-message.ts). Its
 * keys are the namespace's, from the English files (app-config.ts), so a misspelt key fails the type
 * check. Only the namespaces the layout passes to the client have messages here.
 */
export function useTranslator<N extends Namespace>(namespace: N): NamespaceTranslator<N> {
  const messages = useMessages();
  const locale = useLocale();
  return useMemo(() => createTranslator(messages, namespace, locale), [messages, namespace, locale]);
}
