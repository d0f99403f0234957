import 'server-only';
// Every mail as a plain-text and an HTML part, in the recipient's language (messages/<locale>/mail.json),
// with the site's name and a link to the e-mail preferences. Texts are escaped into the HTML; nothing a
// user typed reaches a mail except their own address.
import { siteOrigin } from '../env';
import { defaultLocale, isLocale, localeTags, type Locale } from '../i18n/config';
import { localizePath } from '../i18n/detect';
import { createTranslator } from '../i18n/format-message';
import { getMessages } from '../i18n/messages';
import { pageHref } from '../routes';
import { site } from '../site';

export type RenderedMail = { subject: string; text: string; html: string };

export function mailLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function mailTranslator(locale: Locale) {
  return createTranslator(getMessages(locale), 'mail', locale);
}

/** An absolute link to one of the site's pages (or an API path) for a mail. */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteOrigin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function pageLink(locale: Locale, path: string, query: Record<string, string> = {}): string {
  return siteLink(localizePath(locale, path), query);
}

/** The dashboard's e-mail preferences, linked from every mail. */
export const preferencesLink = (locale: Locale) =>
  pageLink(locale, pageHref('dashboard', 'email-preferences'));

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type MailContent = {
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** Bullet points after the paragraphs (a digest's notifications). */
  items?: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Why the recipient gets this mail. */
  reason: string;
  /** A visible unsubscribe link (newsletters). */
  unsubscribeUrl?: string;
};

export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const t = mailTranslator(locale);
  const preferences = preferencesLink(locale);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.items?.length ? [...content.items.map((item) => `- ${item}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '-- ',
    site.name,
    content.reason,
    `${t('footer.preferences')}: ${preferences}`,
    ...(content.unsubscribeUrl ? [`${t('footer.unsubscribe')}: ${content.unsubscribeUrl}`] : []),
    '',
  ].join('\n');

  const p = (body: string) => `<p style="margin:0 0 16px;line-height:1.55">${escape(body)}</p>`;
  const link = (url: string, label: string) =>
    `<a href="${escape(url)}" style="color:#4f46e5">${escape(label)}</a>`;
  const html = `<!doctype html>
<html lang="${localeTags[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head>
<body style="margin:0;background:#f4f5fb;color:#111827;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4f46e5">${escape(site.name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escape(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${content.items?.length ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.55">${content.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : ''}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${escape(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;line-height:1.5">${escape(t('linkFallback'))}<br><span style="word-break:break-all">${escape(content.action.url)}</span></p>`
    : ''
}
${(content.after ?? []).map(p).join('\n')}
</div>
<p style="margin:20px 0 0;font-size:12px;color:#4b5563;line-height:1.5">${escape(content.reason)}<br>${link(preferences, t('footer.preferences'))}${content.unsubscribeUrl ? ` · ${link(content.unsubscribeUrl, t('footer.unsubscribe'))}` : ''}</p>
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
