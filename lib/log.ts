// What the server logs about a failure: enough to find it, nothing about the person. Error messages of the
// data layer carry the query's parameters (Drizzle puts them after the first line; a Postgres
// unique-violation's detail names the duplicate value), so only the error's name, its SQLSTATE or code,
// and the first line of its message go out, with anything that looks like an e-mail address masked.

const EMAIL_LIKE = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const MAX_LENGTH = 300;

export function redact(text: string): string {
  return text.replace(EMAIL_LIKE, '<email>').slice(0, MAX_LENGTH);
}

function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** "TypeError: x is not a function", "DrizzleQueryError [23505]: Failed query: insert into …". */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = codeOf(error);
  const firstLine = error.message.split('\n', 1)[0] ?? '';
  return `${error.name}${code ? ` [${code}]` : ''}: ${redact(firstLine)}`;
}
