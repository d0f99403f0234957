// A search hit's snippet: plain text in which the server wrapped the matched words in [[ and ]]. The
// marked words become <mark>, everything else stays text (React escapes it): never HTML, whatever a
// member wrote. A [[ without its ]] is text too.
import { Fragment } from 'react';

export type SnippetPart = { text: string; marked: boolean };

/** "a [[b]] c" → a, b (marked), c. Empty parts are dropped. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (text) parts.push({ text, marked });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf('[[');
    const close = open < 0 ? -1 : rest.indexOf(']]', open + 2);
    if (open < 0 || close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + 2, close), true);
    rest = rest.slice(close + 2);
  }
  push(rest, false);
  return parts;
}

export function Snippet({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {snippetParts(text).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent/25 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
