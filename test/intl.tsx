// Component tests render client islands inside the provider the locale layout gives them.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/merge';
import { substituteConstants } from '@/lib/i18n/merge';

/** English message files as the app serves them: "{brand}" already replaced. */
export function appMessages(namespaces: Record<string, unknown>): Messages {
  return substituteConstants(namespaces as Messages, { brand: 'Civitas' });
}

export function withIntl(children: ReactNode, messages: Messages) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
