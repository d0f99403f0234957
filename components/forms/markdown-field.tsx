'use client';

// A markdown text box with Write / Preview tabs: the label, the hint (or the field's error), the
// textarea on Write, and on Preview the text exactly as it will be shown (lib/markdown.ts, the server's
// renderer, loaded in the browser on the first press of Preview), with its loading, empty and failed
// states; an optional character counter under both. Generic: the caller passes every text and holds
// the value and the tab (useMarkdownTabs), so a submit can bring back Write before focusing the field.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '@/components/ui/field';
import { cx } from '@/lib/utils';

export type MarkdownTab = 'write' | 'preview';

/** The texts of the tabs and of the preview's states. */
export type MarkdownFieldStrings = {
  tabsLabel: string;
  write: string;
  preview: string;
  previewEmpty: string;
  previewLoading: string;
  previewFailed: string;
};

export type MarkdownFieldProps = {
  /** The textarea's id; the hint's, the error's, the tabs' and the panels' derive from it. */
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The tab shown, held by the form (useMarkdownTabs). */
  tab: MarkdownTab;
  onTabChange: (tab: MarkdownTab) => void;
  strings: MarkdownFieldStrings;
  /** `tall`: 10 rows (a document); `short`: 6 rows (a reply). */
  size?: 'tall' | 'short';
  /** A counter of the trimmed length under the box, red past `max`; the textarea is described by it. */
  counter?: { max: number; text: (count: number) => ReactNode };
  /** The textarea (to focus it: a form's fieldRef, a caret after a quote). */
  textareaRef?: Ref<HTMLTextAreaElement>;
};

type Preview =
  { status: 'loading' } | { status: 'ready'; source: string; html: string } | { status: 'failed' };

const sizes = {
  tall: { rows: 10, panel: 'min-h-40' },
  short: { rows: 6, panel: 'min-h-32' },
} as const;

const tabs: readonly MarkdownTab[] = ['write', 'preview'];

/** The tab of a form's markdown field, and the way back to Write before a submit focuses the field. */
export function useMarkdownTabs() {
  const [tab, setTab] = useState<MarkdownTab>('write');
  return {
    tab,
    setTab,
    /** Shows Write at once (the field with an error takes focus, and it is on the Write tab). */
    showWrite() {
      if (tab === 'preview') flushSync(() => setTab('write'));
    },
  };
}

/** The preview of `source` while `active`: rendered in the browser with the server's rules. */
function useMarkdownPreview(source: string, active: boolean): Preview {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    if (!active) return;
    let live = true;
    import('@/lib/markdown').then(
      ({ renderMarkdown }) => live && setPreview({ status: 'ready', source, html: renderMarkdown(source) }),
      () => live && setPreview({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [active, source]);
  return preview.status === 'ready' && preview.source !== source ? { status: 'loading' } : preview;
}

export function MarkdownField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  tab,
  onTabChange,
  strings: s,
  size = 'tall',
  counter,
  textareaRef,
}: MarkdownFieldProps) {
  const preview = useMarkdownPreview(value, tab === 'preview');
  const buttons = useRef<Partial<Record<MarkdownTab, HTMLButtonElement | null>>>({});
  const tabId = (which: MarkdownTab) => `${id}-tab-${which}`;
  const panelId = (which: MarkdownTab) => `${id}-panel-${which}`;
  const counterId = `${id}-count`;
  const length = value.trim().length;

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, MarkdownTab | undefined> = {
      Home: 'write',
      End: 'preview',
      ArrowLeft: tab === 'write' ? 'preview' : 'write',
      ArrowRight: tab === 'write' ? 'preview' : 'write',
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    buttons.current[next]?.focus();
  }

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex flex-col gap-2">
          <div role="tablist" aria-label={s.tabsLabel} className="flex gap-1">
            {tabs.map((which) => (
              <button
                key={which}
                ref={(node) => {
                  buttons.current[which] = node;
                }}
                type="button"
                role="tab"
                id={tabId(which)}
                aria-selected={tab === which}
                aria-controls={panelId(which)}
                tabIndex={tab === which ? 0 : -1}
                onClick={() => onTabChange(which)}
                onKeyDown={onTabKeyDown}
                className={cx(
                  'rounded-full px-3.5 py-1.5 text-sm font-medium',
                  tab === which
                    ? 'bg-surface-2 text-foreground'
                    : 'text-muted hover:bg-surface-2/60 hover:text-foreground',
                )}
              >
                {which === 'write' ? s.write : s.preview}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={panelId('write')}
            aria-labelledby={tabId('write')}
            hidden={tab !== 'write'}
          >
            <textarea
              {...control}
              aria-describedby={
                counter
                  ? [control['aria-describedby'], counterId].filter(Boolean).join(' ')
                  : control['aria-describedby']
              }
              ref={textareaRef}
              name={name}
              required
              aria-required="true"
              rows={sizes[size].rows}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className={cx(
                'w-full rounded-xl border bg-background px-3.5 py-2.5 font-mono text-base text-foreground placeholder:text-muted sm:text-sm',
                control['aria-invalid'] ? 'border-destructive' : 'border-border',
              )}
            />
          </div>
          <div
            role="tabpanel"
            id={panelId('preview')}
            aria-labelledby={tabId('preview')}
            hidden={tab !== 'preview'}
            tabIndex={0}
            className={cx(
              'max-h-96 overflow-y-auto rounded-xl border border-border bg-background px-3.5 py-2.5',
              sizes[size].panel,
            )}
          >
            {tab === 'preview' &&
              (!value.trim() ? (
                <p className="text-sm text-muted">{s.previewEmpty}</p>
              ) : preview.status === 'ready' ? (
                <div
                  className="prose-civitas text-sm break-words"
                  // Safe: escaped and filtered by lib/markdown.ts (the server's rules).
                  dangerouslySetInnerHTML={{ __html: preview.html }}
                />
              ) : preview.status === 'failed' ? (
                <p role="alert" className="text-sm text-destructive">
                  {s.previewFailed}
                </p>
              ) : (
                <p role="status" className="text-sm text-muted">
                  {s.previewLoading}
                </p>
              ))}
          </div>
          {counter && (
            <p
              id={counterId}
              className={cx(
                'self-end text-xs tabular-nums',
                length > counter.max ? 'text-destructive' : 'text-muted',
              )}
            >
              {counter.text(length)}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
