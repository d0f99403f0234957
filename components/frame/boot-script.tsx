import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_STORAGE_KEY,
  locales,
  type Locale,
} from '@/lib/i18n/config';

/**
 * A few hundred bytes that run before the page paints:
 * - keep localStorage in step with the locale cookie, and adopt a stored choice when there is no cookie
 *   (the spec's detection order puts localStorage between the cookie and the browser's language, and only
 *   the browser can read it);
 * - register the offline worker in production; a failure is only logged, as the spec says.
 * Inline so it needs no extra request; it is the same for every page of a locale (one CSP hash).
 */
export function bootScriptSource(locale: Locale, registerWorker: boolean): string {
  const body = `
var L=${JSON.stringify(locales)},K=${JSON.stringify(LOCALE_STORAGE_KEY)},N=${JSON.stringify(LOCALE_COOKIE)},cur=${JSON.stringify(locale)};
try{
var m=document.cookie.match(new RegExp("(?:^|;\\\\s*)"+N+"=([^;]*)")),c=m&&decodeURIComponent(m[1]);
if(c&&L.indexOf(c)>=0){if(localStorage.getItem(K)!==c)localStorage.setItem(K,c)}
else{var s=localStorage.getItem(K);if(s&&L.indexOf(s)>=0){
document.cookie=N+"="+s+";path=/;max-age=${LOCALE_COOKIE_MAX_AGE};samesite=lax";
if(s!==cur){var p=location.pathname,g=p.split("/")[1],r=L.indexOf(g)>=0?(p.slice(g.length+1)||"/"):p;
location.replace((s==="en"?r:"/"+s+(r==="/"?"":r))+location.search+location.hash)}}}
}catch(e){}
${
  registerWorker
    ? `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(e){console.warn("Offline worker registration failed:",e)})});`
    : ''
}`;
  return `(function(){${body.replace(/\n/g, '')}})();`;
}

export function BootScript({ locale }: { locale: Locale }) {
  const source = bootScriptSource(locale, process.env.NODE_ENV === 'production');
  return <script id="boot" dangerouslySetInnerHTML={{ __html: source }} />;
}
