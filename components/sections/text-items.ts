import type { LucideIcon } from 'lucide-react';

// Most blocks of a page are lists whose entries are message keys: `ns.key.title` and `ns.key.body`
// under the page's namespace. The sections build their props from such keys (textItems here; the
// others beside their components: heroProps, sectionText, faqItems...), on the server, with the
// translator the page got from getTranslations.

/**
 * A lookup of the keys `Key` in the page's namespace: what getTranslations returns, as far as these
 * helpers use it. Each helper names the keys it builds, so passing a page's translator checks that
 * every one of them exists in the namespace (lib/i18n/app-config.ts types the messages).
 */
export type Translate<Key extends string> = (key: Key) => string;

/** The keys of a list in order, either alone or each with its icon. */
export type ItemKeys<Key extends string> = readonly Key[] | Readonly<Record<Key, LucideIcon>>;

export type TextItem<Id extends string = string> = { id: Id; title: string; body: string; icon?: LucideIcon };

/**
 * `Object.entries` with the keys as the record's type has them. Object.entries types them `string`
 * because an object may carry more keys than its type says; the records passed here are literals.
 */
export function entriesOf<Key extends string, Value>(record: Readonly<Record<Key, Value>>): [Key, Value][] {
  return Object.entries(record) as [Key, Value][];
}

function entries<Key extends string>(keys: ItemKeys<Key>): [Key, LucideIcon | undefined][] {
  return isKeyList(keys) ? keys.map((key) => [key, undefined]) : entriesOf(keys);
}

function isKeyList<Key extends string>(keys: ItemKeys<Key>): keys is readonly Key[] {
  return Array.isArray(keys);
}

/**
 * Each key's title and body (`ns.key.title`, `ns.key.body`), its icon if it has one, and the texts of
 * `fields` (`ns.key.<field>`: a period, a status, a meta line).
 */
export function textItems<Ns extends string, Key extends string, Field extends string = never>(
  t: NoInfer<Translate<`${Ns}.${Key}.${'title' | 'body' | Field}`>>,
  ns: Ns,
  keys: ItemKeys<Key>,
  fields: readonly Field[] = [],
): (TextItem<Key> & Record<NoInfer<Field>, string>)[] {
  return entries(keys).map(([id, icon]) => ({
    id,
    title: t(`${ns}.${id}.title`),
    body: t(`${ns}.${id}.body`),
    icon,
    ...(Object.fromEntries(fields.map((field) => [field, t(`${ns}.${id}.${field}`)])) as Record<
      Field,
      string
    >),
  }));
}

/**
 * One card of a list whose cards each have points of their own: its title and body (`<key>.title`,
 * `<key>.body`) and its points (`<key>.<point>`), `key` being a path in the namespace of `t`. One call
 * per card, so each card's points are checked against that card's keys (a map over a list of cards
 * would check every point against every card).
 */
export function pointItem<Key extends string, Point extends string>(
  t: NoInfer<Translate<`${Key}.${'title' | 'body' | Point}`>>,
  key: Key,
  points: readonly Point[],
): { title: string; body: string; points: string[] } {
  return {
    title: t(`${key}.title`),
    body: t(`${key}.body`),
    points: points.map((point) => t(`${key}.${point}`)),
  };
}
