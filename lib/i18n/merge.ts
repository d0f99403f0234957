// Message helpers with no file-system or framework access, so Jest and scripts can use them.

export type Messages = { [key: string]: string | Messages };

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges `override` onto `base`, key by key. Used to put English under every locale so a
 * missing translation shows English, never a raw key.
 */
export function deepMerge(base: Messages, override: Messages | undefined): Messages {
  if (!override) return base;
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

/** Dotted paths of every string leaf: { a: { b: 'x' } } -> ['a.b']. */
export function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isObject(value) ? leafKeys(value, path) : [path];
  });
}

/** Keys of `reference` that `candidate` lacks, and keys of `candidate` that `reference` lacks. */
export function compareKeys(reference: Messages, candidate: Messages) {
  const ref = new Set(leafKeys(reference));
  const cand = new Set(leafKeys(candidate));
  return {
    missing: [...ref].filter((k) => !cand.has(k)),
    extra: [...cand].filter((k) => !ref.has(k)),
    translated: [...ref].filter((k) => cand.has(k)).length,
    total: ref.size,
  };
}

/** The namespaces `namespaces` of `messages` (those it has), typed as `messages` types them. */
export function pick<M extends Messages, Namespace extends string>(
  messages: M,
  namespaces: readonly Namespace[],
): Pick<M, Namespace & keyof M> {
  // Cast: Object.fromEntries types its keys `string`; these are exactly the namespaces picked.
  return Object.fromEntries(
    namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]),
  ) as Pick<M, Namespace & keyof M>;
}

/** Replaces `{name}` placeholders that are constants (the brand) in every string, once at load time. */
export function substituteConstants(messages: Messages, constants: Record<string, string>): Messages {
  const pattern = new RegExp(`\\{(${Object.keys(constants).join('|')})\\}`, 'g');
  const visit = (value: string | Messages): string | Messages =>
    typeof value === 'string'
      ? value.replace(pattern, (_, name: string) => constants[name] ?? _)
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
  return visit(messages) as Messages;
}
