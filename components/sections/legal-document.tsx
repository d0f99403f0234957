import type { ReactNode } from 'react';
import { Prose } from '@/components/sections/prose';
import { Link } from '@/lib/i18n/navigation';
import type { Route } from '@/lib/routes';
import type { Translate } from './text-items';

export type LegalSection = {
  /** Anchor id, unique on the page. */
  id: string;
  title: string;
  paragraphs: string[];
  /** A bullet list after the paragraphs. */
  points?: string[];
  /** Paragraphs after the bullet list. */
  closing?: string[];
  /** Extra content at the end of the section (e.g. a link). */
  extra?: ReactNode;
};

/**
 * A clause as message keys under `sections.<id>`: its paragraphs, its bullet points (`points.<key>`), the
 * paragraphs after them, and a closing link to another page (its text under `link.key`).
 */
export type LegalClause<
  Id extends string,
  Paragraph extends string,
  Point extends string,
  Closing extends string,
  LinkKey extends string,
> = {
  id: Id;
  paragraphs: readonly Paragraph[];
  points?: readonly Point[];
  closing?: readonly Closing[];
  link?: { key: LinkKey; href: Route };
};

/**
 * A section of a legal text from its clause, in the namespace of `t` (one call per clause, so that each
 * clause's keys are checked against the namespace).
 */
export function legalSection<
  Id extends string,
  Paragraph extends string,
  Point extends string = never,
  Closing extends string = never,
  LinkKey extends string = never,
>(
  t: NoInfer<
    Translate<
      | `sections.${Id}.title`
      | `sections.${Id}.${Paragraph}`
      | `sections.${Id}.points.${Point}`
      | `sections.${Id}.${Closing}`
      | `sections.${Id}.${LinkKey}`
    >
  >,
  { id, paragraphs, points, closing, link }: LegalClause<Id, Paragraph, Point, Closing, LinkKey>,
): LegalSection {
  return {
    id,
    title: t(`sections.${id}.title`),
    paragraphs: paragraphs.map((p) => t(`sections.${id}.${p}`)),
    points: points?.map((p) => t(`sections.${id}.points.${p}`)),
    closing: closing?.map((p) => t(`sections.${id}.${p}`)),
    extra: link && (
      <p>
        <Link href={link.href}>{t(`sections.${id}.${link.key}`)}</Link>
      </p>
    ),
  };
}

/**
 * A long legal text (privacy policy, terms): a table of contents with in-page anchors, then one h2
 * section per clause, all inside Prose.
 */
export function LegalDocument({
  contentsLabel,
  sections,
}: {
  contentsLabel: string;
  sections: LegalSection[];
}) {
  return (
    <Prose>
      <nav aria-label={contentsLabel} className="mb-10 rounded-2xl border border-border bg-surface/60 p-6">
        <p className="font-semibold text-foreground">{contentsLabel}</p>
        <ol className="mt-3 space-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && section.points.length > 0 && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {section.closing?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.extra}
        </section>
      ))}
    </Prose>
  );
}
