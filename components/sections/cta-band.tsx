import { ActionButtons, actionLinks, type Action, type ActionLinks } from './link-button';
import type { Translate } from './text-items';

/** A closing call to action: a title, a sentence and the actions, as buttons. */
export function CtaBand({ title, body, actions }: { title: string; body: string; actions: Action[] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-border bg-gradient-to-br from-primary/20 via-surface to-accent/10 p-8 md:p-12">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mt-3 max-w-2xl text-muted">{body}</p>
        {actions.length > 0 && (
          <div className="mt-6 flex flex-wrap gap-3">
            <ActionButtons actions={actions} />
          </div>
        )}
      </div>
    </section>
  );
}

/** A closing band from the page's messages (`closing.title`, `closing.body`), its actions labelled `closing.<key>`. */
export function closingProps<Key extends string>(
  t: NoInfer<Translate<`closing.${'title' | 'body' | Key}`>>,
  actions: ActionLinks<Key>,
) {
  return { title: t('closing.title'), body: t('closing.body'), actions: actionLinks(t, 'closing', actions) };
}
