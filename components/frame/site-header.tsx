import { getTranslations } from 'next-intl/server';
import { locales, localeNames, type Locale } from '@/lib/i18n/config';
import { isNavGroup, mainNav, site } from '@/lib/site';
import { NavBar, type NavItem } from './nav-bar';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const tl = await getTranslations('language');
  const ta = await getTranslations('account');
  const tn = await getTranslations('notifications');

  const items: NavItem[] = mainNav.map((entry) =>
    isNavGroup(entry)
      ? {
          kind: 'group',
          id: entry.id,
          label: t(`groups.${entry.id}`),
          links: entry.items.map((link) => ({ href: link.href, label: t(`links.${link.id}`) })),
        }
      : { kind: 'link', href: entry.href, label: t(`links.${entry.id}`) },
  );

  return (
    <NavBar
      brand={site.name}
      homeLabel={t('homeLink')}
      navLabel={t('label')}
      menuOpenLabel={t('openMenu')}
      menuCloseLabel={t('closeMenu')}
      items={items}
      language={{
        current: locale,
        label: tl('label'),
        options: locales.map((l) => ({ locale: l, name: localeNames[l] })),
      }}
      account={{
        loading: ta('join.loading'),
        join: ta('join.button'),
        menuLabel: ta('userMenu.label'),
        dashboard: ta('userMenu.dashboard'),
        logout: ta('userMenu.logout'),
        loggingOut: ta('userMenu.loggingOut'),
        loggedOutTitle: ta('toasts.logoutTitle'),
        loggedOutBody: ta('toasts.logoutBody'),
        logoutFailedTitle: ta('toasts.logoutFailedTitle'),
        logoutFailedBody: ta('toasts.logoutFailedBody'),
        bellLabel: tn('bellLabel'),
        bellUnread: tn.raw('bellUnread') as string,
      }}
    />
  );
}
