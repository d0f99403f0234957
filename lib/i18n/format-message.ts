// A small ICU message formatter for the lazy client islands: `{name}` arguments and
// `{count, plural, =0 {…} one {# item} other {# items}}`. next-intl's own translator would put its ICU
// runtime (~2 KB) into every page's first-load JavaScript, because the provider the frame needs lives in
// the same module. Anything richer belongs on the server (getTranslations).
import type { Messages } from './merge';

export type Values = Record<string, string | number>;

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
    options.get(`=${value}`) ??
    options.get(new Intl.PluralRules(locale).select(value)) ??
    options.get('other') ??
    '';
  const number = new Intl.NumberFormat(locale).format(value);
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

/** `t(key, values)` over one namespace of a messages object; a missing key shows the key, like next-intl. */
export function createTranslator(messages: Messages, namespace: string, locale: string) {
  const lookup = (key: string): unknown =>
    `${namespace}.${key}`
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  const t = (key: string, values?: Values) => {
    const message = lookup(key);
    return typeof message === 'string' ? formatMessage(message, values, locale) : `${namespace}.${key}`;
  };
  t.has = (key: string) => typeof lookup(key) === 'string';
  return t;
}
