// Browser-side language switch: remember the choice (cookie for the proxy, localStorage for the boot
// script) and load the same page in the chosen language. A full load, not a client transition, so no
// cached redirect from the previous language can bring the old one back.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, type Locale } from './config';
import { localizePath, splitLocale } from './detect';

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the cookie alone still works.
  }
}

export function switchLocale(locale: Locale) {
  rememberLocale(locale);
  const { path } = splitLocale(window.location.pathname);
  window.location.assign(localizePath(locale, path) + window.location.search + window.location.hash);
}
