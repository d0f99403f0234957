'use client';

import { useId } from 'react';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { switchLocale } from '@/lib/i18n/switch-locale';

/** The footer's language selector: the same choice as the navbar menu, as a native select. */
export function LanguageSelect({
  current,
  label,
  options,
}: {
  current: Locale;
  label: string;
  options: { locale: Locale; name: string }[];
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchLocale(event.target.value);
        }}
        className="h-9 rounded-lg border border-border bg-surface px-2 text-sm text-foreground"
      >
        {options.map((option) => (
          <option key={option.locale} value={option.locale} lang={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
