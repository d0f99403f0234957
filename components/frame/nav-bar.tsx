'use client';

import { ChevronDown, Menu, X } from './frame-icons';
import { useEffect, useId, useState } from 'react';
import { AccountArea, type AccountAreaStrings } from '@/components/account/account-area';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/use-pathname';
import { routes, type Route } from '@/lib/routes';
import { constants } from '@/lib/site';
import { cx } from '@/lib/utils';
import { LanguageMenu, type LanguageMenuProps } from './language-menu';
import { useDisclosure } from './use-disclosure';

export type NavLinkItem = { kind: 'link'; href: Route; label: string };
export type NavGroupItem = {
  kind: 'group';
  id: string;
  label: string;
  links: { href: Route; label: string }[];
};
export type NavItem = NavLinkItem | NavGroupItem;

type Props = {
  brand: string;
  homeLabel: string;
  navLabel: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
  items: NavItem[];
  language: LanguageMenuProps;
  account: AccountAreaStrings;
};

function isCurrent(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** Opaque once the page has scrolled past the spec's 20 px threshold. */
function useScrolled(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** An entry of the phone menu, which closes the menu when followed. */
function MobileLink({
  link,
  pathname,
  onClick,
}: {
  link: { href: Route; label: string };
  pathname: string;
  onClick: () => void;
}) {
  return (
    <li>
      <Link
        href={link.href}
        aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
        className="block rounded-lg px-3 py-2.5 text-base text-foreground hover:bg-surface-2 aria-[current=page]:text-accent"
        onClick={onClick}
      >
        {link.label}
      </Link>
    </li>
  );
}

/** A disclosure (button + list of links), the recommended pattern for site navigation menus. */
function NavDropdown({ group, pathname }: { group: NavGroupItem; pathname: string }) {
  const { open, toggle, containerRef, buttonRef, onBlur } = useDisclosure(pathname);
  const id = useId();
  const active = group.links.some((l) => isCurrent(pathname, l.href));

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        className={cx(
          'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-muted hover:text-foreground',
          (open || active) && 'text-foreground',
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-border bg-surface p-2 shadow-xl shadow-black/40"
      >
        {/* Rendered once opened: a closed list is hidden, and every link costs hydration work at start-up. */}
        {open &&
          group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-foreground aria-[current=page]:text-foreground"
              >
                {link.label}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}

export function NavBar({
  brand,
  homeLabel,
  navLabel,
  menuOpenLabel,
  menuCloseLabel,
  items,
  language,
  account,
}: Props) {
  const pathname = usePathname();
  const scrolled = useScrolled(constants.navScrollThresholdPx);
  // The phone menu closes on route change, on Escape and on a tap outside the header.
  const {
    open: mobileOpen,
    toggle: toggleMobile,
    close: closeMobile,
    containerRef: headerRef,
    buttonRef: mobileButtonRef,
  } = useDisclosure<HTMLElement>(pathname);
  const mobileId = useId();

  const linkClass =
    'rounded-full px-3 py-2 text-sm font-medium text-muted hover:text-foreground aria-[current=page]:text-foreground';

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled || mobileOpen ? 'true' : 'false'}
      className={cx(
        'sticky top-0 z-40 border-b transition-colors duration-300',
        scrolled || mobileOpen
          ? 'border-border bg-background/95 shadow-lg shadow-black/30 backdrop-blur'
          : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          href={routes.home}
          aria-label={homeLabel}
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
        >
          {/* The mark is drawn, not a letter: visible text of the link stays the brand name, which its
              accessible name ("Civitas home") contains (WCAG 2.5.3, label in name). */}
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-primary to-accent text-primary-foreground"
          >
            <svg viewBox="0 0 64 64" className="size-6" fill="none" stroke="currentColor">
              <path d="M42.5 22.6a13 13 0 1 0 0 18.8" strokeWidth="7" strokeLinecap="round" />
              <circle cx="44" cy="32" r="3.6" fill="currentColor" stroke="none" />
            </svg>
          </span>
          <span>{brand}</span>
        </Link>

        <nav aria-label={navLabel} className="ml-4 hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              item.kind === 'group' ? (
                <li key={item.id}>
                  <NavDropdown group={item} pathname={pathname} />
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                    className={linkClass}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        {/* Tighter on phones: language, bell, user menu and the menu toggle fit beside the logo at 360 px. */}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu {...language} />
          <AccountArea strings={account} />
          <button
            ref={mobileButtonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-surface-2 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? menuCloseLabel : menuOpenLabel}
            onClick={toggleMobile}
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>

      <nav
        id={mobileId}
        aria-label={navLabel}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border px-4 pb-6 lg:hidden"
      >
        {/* Rendered once opened, like the dropdowns' lists. */}
        {mobileOpen && (
          <ul className="flex flex-col gap-1 pt-3">
            {items.map((item) =>
              item.kind === 'group' ? (
                <li key={item.id} className="pt-2">
                  <span className="px-3 text-xs font-semibold tracking-wider text-muted uppercase">
                    {item.label}
                  </span>
                  <ul className="mt-1 flex flex-col gap-1">
                    {item.links.map((link) => (
                      <MobileLink key={link.href} link={link} pathname={pathname} onClick={closeMobile} />
                    ))}
                  </ul>
                </li>
              ) : (
                <MobileLink key={item.href} link={item} pathname={pathname} onClick={closeMobile} />
              ),
            )}
          </ul>
        )}
      </nav>
    </header>
  );
}
