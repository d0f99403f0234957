// Type-level checks of the message keys, run by `tsc --noEmit` (this file is never executed). Each line
// marked with an expected error must stay an error: if the Messages type (app-config.ts) ever loosened
// to any string, the directive would be unused and the type check would fail.
import { getTranslations } from 'next-intl/server';
import type { AppMessages } from './app-config';
import { createTranslator, type MessageKey } from './format-message';
import { useTranslator } from './use-translator';

export async function serverTranslator() {
  const t = await getTranslations('about');
  const ok: string[] = [t('hero.title'), t('mission.empower.title'), String(t.raw('hero.lead'))];

  // @ts-expect-error: no such key (a typo)
  ok.push(t('hero.titel'));
  // @ts-expect-error: a key of another namespace
  ok.push(t('copyright'));
  // @ts-expect-error: a group of messages, not a message
  ok.push(t('hero'));
  // @ts-expect-error: no such key, for t.raw too
  ok.push(String(t.raw('hero.lede')));
  // @ts-expect-error: no such key, for t.has too
  ok.push(String(t.has('hero.eyebrw')));
  // @ts-expect-error: no such key, for t.rich too
  ok.push(String(t.rich('hero.leed')));

  // @ts-expect-error: no such namespace
  await getTranslations('abuot');
  // @ts-expect-error: no such namespace, with a locale too
  await getTranslations({ locale: 'en', namespace: 'footr' });
  // @ts-expect-error: not a locale of the site
  await getTranslations({ locale: 'de', namespace: 'footer' });

  // A key built from a union of real ids type-checks; one built from any string does not.
  const ids = ['empower', 'own'] as const;
  ok.push(...ids.map((id) => t(`mission.${id}.title`)));
  // @ts-expect-error: a key built from any string
  ok.push(t(`mission.${String('empower')}.title`));
  return ok;
}

export function useClientTranslator() {
  const t = useTranslator('account');
  const ok: string[] = [t('join.button'), t('fieldErrors.too_short', { min: 3 })];

  // @ts-expect-error: no such key (a typo)
  ok.push(t('join.buton'));
  // @ts-expect-error: a key of another namespace
  ok.push(t('bellLabel'));
  // @ts-expect-error: a group of messages, not a message
  ok.push(t('join'));
  // @ts-expect-error: no such namespace
  useTranslator('acount');

  // t.has takes any string and narrows it to a key: the way to look up a key built at run time.
  const key = `errors.${String('conflict')}`;
  ok.push(t.has(key) ? t(key) : t('errors.server_error'));
  // @ts-expect-error: not narrowed, so not a key
  ok.push(t(key));
  return ok;
}

export function plainTranslator(messages: AppMessages) {
  const t = createTranslator(messages, 'wallet', 'en');
  const key: MessageKey<AppMessages['wallet']> = 'connect.title';
  // @ts-expect-error: no such key
  const typo: MessageKey<AppMessages['wallet']> = 'connect.titel';
  // @ts-expect-error: no such namespace
  createTranslator(messages, 'walet', 'en');
  return [t(key), typo];
}
