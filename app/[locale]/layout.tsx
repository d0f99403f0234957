import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BootScript } from '@/components/frame/boot-script';
import { SiteFooter } from '@/components/frame/site-footer';
import { SiteHeader } from '@/components/frame/site-header';
import { AssistantChat } from '@/components/chat/assistant-chat';
import { AppToaster } from '@/components/frame/app-toaster';
import { LinkRouter } from '@/components/frame/link-router';
import { NavigationLoader } from '@/components/frame/navigation-loader';
import { isLocale, locales } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { pick } from '@/lib/i18n/merge';
import { site } from '@/lib/site';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const dynamicParams = false;

const clientNamespaces = ['account', 'notifications', 'onboarding', 'newsletter'] as const;

export const viewport: Viewport = {
  themeColor: site.themeColor,
  colorScheme: 'dark',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: t('siteDescription'),
    applicationName: site.name,
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-icon.png',
    },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('common');

  return (
    <html lang={locale} dir="ltr">
      <head>
        <BootScript locale={locale} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        {/* Eager client components get plain strings as props. The context carries the loader's label, the
            error page's texts (app/[locale]/error.tsx) and the namespaces of the account islands, which
            load on demand and translate themselves. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{
            common: { loading: t('loading'), error: getMessages(locale).common.error },
            ...pick(getMessages(locale), clientNamespaces),
          }}
        >
          <a
            href="#main"
            className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <NavigationLoader />
          <LinkRouter />
          <SiteFooter locale={locale} />
          <AssistantChat locale={locale} />
          <AppToaster label={t('toastRegion')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
