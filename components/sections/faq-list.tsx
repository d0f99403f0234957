import { Section } from './section';
import type { Translate } from './text-items';

type FaqItem = { question: string; answer: string };

/** Questions and answers as native disclosures: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-surface/60">
      {items.map((item) => (
        <details key={item.question} className="group p-5">
          <summary className="cursor-pointer list-none font-semibold marker:hidden">
            <span className="flex items-center justify-between gap-4">
              {item.question}
              <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** Each key's question and answer (`ns.key.question`, `ns.key.answer`). */
export function faqItems<Ns extends string, Key extends string>(
  t: NoInfer<Translate<`${Ns}.${Key}.${'question' | 'answer'}`>>,
  ns: Ns,
  keys: readonly Key[],
) {
  return keys.map((key) => ({ question: t(`${ns}.${key}.question`), answer: t(`${ns}.${key}.answer`) }));
}

/** A page's questions under its own heading, at `#faq`. */
export function FaqSection({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <Section id="faq" title={title}>
      <FaqList items={items} />
    </Section>
  );
}

/** The FAQ section of a page from its messages: `faq.title`, then each key's question and answer. */
export function faqSection<Key extends string>(
  t: NoInfer<Translate<'faq.title' | `faq.${Key}.${'question' | 'answer'}`>>,
  keys: readonly Key[],
) {
  return { title: t('faq.title'), items: faqItems(t, 'faq', keys) };
}
