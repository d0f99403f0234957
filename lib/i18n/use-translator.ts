'use client';

import { useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';
import { createTranslator } from './format-message';
import type { Messages } from './merge';

/** useTranslations for the lazy islands, without next-intl's ICU runtime (see format-message.ts). */
export function useTranslator(namespace: string) {
  const messages = useMessages() as Messages;
  const locale = useLocale();
  return useMemo(() => createTranslator(messages, namespace, locale), [messages, namespace, locale]);
}
