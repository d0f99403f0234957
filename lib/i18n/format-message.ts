// A small ICU message formatter for the lazy client islands: `{name}` arguments and
// `{count, plural, =0 {…} one {# item} other {# items}}`. next-intl's own translator would put its ICU
// runtime (~2 KB) into every page's first-load JavaScript, because the provider the frame needs lives in
// the same module. Anything richer belongs on the server (getTranslations).
import { numberFormat, pluralRules } from './intl';
import type { Messages } from './merge';

export type Values = Record<string, string | number>;

/** Dot paths of the messages (string leaves) of `M`: { a: { b: 'x' }, c: 'y' } -> 'a.b' | 'c'. */
export type MessageKey<M> = {
  [K in keyof M & string]: M[K] extends string ? K : `${K}.${MessageKey<M[K]>}`;
}[keyof M & string];

/** `t(key, values)` over one namespace whose messages are `Key`, and `t.has`. */
export type Translator<Key extends string> = {
  (key: Key, values?: Values): string;
  /**
   * Whether `key` is a message of the namespace, for a key built at run time (an error code from the
   * server): a type guard, so that `t.has(key) ? t(key) : …` needs no cast.
   */
  has(key: string): key is Key;
};

type Token = { literal: string } | { group: string };

/** Splits `text` at top-level `{…}` groups. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      if (depth === 0 && i > start) out.push({ literal: text.slice(start, i) });
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        out.push({ group: text.slice(start, i) });
        start = i + 1;
      }
    }
  }
  if (start < text.length) out.push({ literal: text.slice(start) });
  return out;
}

function plural(body: string, value: number, locale: string, values: Values): string {
  const options = new Map<string, string>();
  const re = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(body))) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < body.length && depth > 0; i++) {
      if (body[i] === '{') depth++;
      else if (body[i] === '}') depth--;
    }
    options.set(match[1]!, body.slice(re.lastIndex, i - 1));
    re.lastIndex = i;
  }
  const chosen =
    options.get(`=${value}`) ?? options.get(pluralRules(locale).select(value)) ?? options.get('other') ?? '';
  const number = numberFormat(locale).format(value);
  return formatMessage(chosen, values, locale).replace(/#/g, number);
}

export function formatMessage(message: string, values: Values = {}, locale = 'en'): string {
  return tokens(message)
    .map((token) => {
      if ('literal' in token) return token.literal;
      const [name = '', type, ...rest] = token.group.split(',');
      const value = values[name.trim()];
      if (type?.trim() === 'plural') return plural(rest.join(','), Number(value ?? 0), locale, values);
      return value === undefined ? `{${token.group}}` : String(value);
    })
    .join('');
}

/**
 * `t(key, values)` over one namespace of a messages object; a missing key shows the key, like next-intl.
 * The keys are the namespace's as `messages` types them (for the app, the English files: app-config.ts).
 */
export function createTranslator<M extends Messages, Namespace extends keyof M & string>(
  messages: M,
  namespace: Namespace,
  locale: string,
): Translator<MessageKey<M[Namespace]>> {
  const lookup = (key: string): unknown =>
    `${namespace}.${key}`
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  const t = (key: string, values?: Values) => {
    const message = lookup(key);
    return typeof message === 'string' ? formatMessage(message, values, locale) : `${namespace}.${key}`;
  };
  t.has = (key: string): key is MessageKey<M[Namespace]> => typeof lookup(key) === 'string';
  return t;
}
