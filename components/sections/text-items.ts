import type { LucideIcon } from 'lucide-react';

// Most blocks of a page are lists whose entries are message keys: `ns.key.title` and `ns.key.body`
// under the page's namespace. The sections build their props from such keys (textItems here; the
// others beside their components: heroProps, sectionText, faqItems...), on the server, with the
// translator the page got from getTranslations.

/** A lookup in the page's namespace: what getTranslations returns, as far as these helpers use it. */
export type Translate = (key: string) => string;

/** The keys of a list in order, either alone or each with its icon. */
export type ItemKeys = readonly string[] | Readonly<Record<string, LucideIcon>>;

export type TextItem = { id: string; title: string; body: string; icon?: LucideIcon };

function entries(keys: ItemKeys): [string, LucideIcon | undefined][] {
  return isKeyList(keys) ? keys.map((key) => [key, undefined]) : Object.entries(keys);
}

function isKeyList(keys: ItemKeys): keys is readonly string[] {
  return Array.isArray(keys);
}

/**
 * Each key's title and body (`ns.key.title`, `ns.key.body`), its icon if it has one, and the texts of
 * `fields` (`ns.key.<field>`: a period, a status, a meta line).
 */
export function textItems<Field extends string = never>(
  t: Translate,
  ns: string,
  keys: ItemKeys,
  fields: readonly Field[] = [],
): (TextItem & Record<NoInfer<Field>, string>)[] {
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
