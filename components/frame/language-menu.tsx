'use client';

import { Check, Globe } from './frame-icons';
import { useId } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/detect';
import { usePathname } from '@/lib/i18n/use-pathname';
import { rememberLocale } from '@/lib/i18n/switch-locale';
import { cx } from '@/lib/utils';
import { useDisclosure } from './use-disclosure';

export type LanguageMenuProps = {
  current: Locale;
  label: string;
  options: { locale: Locale; name: string }[];
};

/**
 * The navbar's language menu: plain links carrying ?lng=, so the choice works (and is remembered by the
 * proxy's cookie) even before JavaScript runs; with JavaScript the click also stores it in localStorage.
 */
export function LanguageMenu({ current, label, options }: LanguageMenuProps) {
  const pathname = usePathname();
  const { open, toggle, containerRef, buttonRef, onBlur } = useDisclosure();
  const id = useId();
  const currentName = options.find((o) => o.locale === current)?.name ?? current;

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-border px-3 text-sm font-medium text-foreground hover:bg-surface-2"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* The name is the visible text plus hidden words (WCAG 2.5.3, label in name): "Language: English"
            where the language's name shows, "Language: EN (English)" where only its code fits. */}
        <span className="sr-only">{label}: </span>
        <span className="hidden sm:inline lg:hidden xl:inline">{currentName}</span>
        <span className="sm:hidden lg:inline xl:hidden">
          {current.toUpperCase()}
          <span className="sr-only"> ({currentName})</span>
        </span>
      </button>
      <ul
        id={id}
        hidden={!open}
        aria-label={label}
        className="absolute top-full right-0 z-50 mt-2 w-52 rounded-xl border border-border bg-surface p-2 shadow-xl shadow-black/40"
      >
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={`${localizePath(option.locale, pathname)}?lng=${option.locale}`}
              hrefLang={option.locale}
              lang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(option.locale)}
              className={cx(
                'flex items-center justify-between rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-foreground',
                option.locale === current && 'text-foreground',
              )}
            >
              {option.name}
              {option.locale === current && <Check aria-hidden="true" className="size-4 text-accent" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
