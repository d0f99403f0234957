import type { JsonLdNode } from '@/lib/structured-data';

/**
 * A JSON-LD block (a data block: the browser does not run it, so the page's script CSP does not apply).
 * `<` is escaped so no text in it can close the script element.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
