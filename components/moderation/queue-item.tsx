'use client';

// One item of the moderation queue: what it is (Post / Proposal), its title (a link to it), its author,
// its text as plain text, whether it is hidden, the open flags (reason, message, who and when), and the
// moderator's acts on it. The acts themselves are the queue's (./moderation-queue.tsx): this part shows
// them, pending and failed.
import { EyeOff, Flag, Lock } from 'lucide-react';
import { Fragment, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { PendingButton } from '@/components/forms/submit-button';
import { formatDateTime } from '@/components/governance/format';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field';
import type { ModerationItem } from '@/lib/api/contract';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { itemRoute, type QueueStrings } from './shared';
import { SilenceDialog } from './silence-dialog';

/** The acts this part starts (silence has its own form: ./silence-dialog.tsx). */
export type ItemAct = 'restore' | 'delete' | 'dismiss' | 'lock' | 'unlock';

type Props = {
  item: ModerationItem;
  strings: QueueStrings;
  locale: string;
  /** The article, focused by the queue when the item before it leaves. */
  articleRef: Ref<HTMLElement>;
  /** Runs an act; resolves to the words of its failure, or null when it is done (or the queue took over). */
  onAct: (item: ModerationItem, act: ItemAct) => Promise<string | null>;
  onSilenced: (item: ModerationItem, days: number) => void;
  onSessionEnded: () => void;
};

/** A message with `{name}` parts filled by nodes (a link, a time): "By {handle}" with the handle a link. */
function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment> : part,
    );
}

function When({ iso, locale }: { iso: string; locale: string }) {
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

function HandleLink({ handle }: { handle: string }) {
  return (
    <Link href={citizenPath(handle)} className="font-medium text-primary hover:underline">
      {handle}
    </Link>
  );
}

const actionButton = buttonVariants({ variant: 'outline', size: 'compact' });

export function QueueItem({ item, strings, locale, articleRef, onAct, onSilenced, onSessionEnded }: Props) {
  const s = strings;
  const id = useId();
  const [pending, setPending] = useState<ItemAct | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const running = useRef(false);

  async function run(act: ItemAct) {
    // A second press, or a press on another act while one runs, sends nothing.
    if (running.current) return;
    running.current = true;
    setPending(act);
    setError(null);
    setDeleteError(null);
    const failure = await onAct(item, act);
    running.current = false;
    setPending(null);
    if (act === 'delete') setDeleteError(failure);
    else setError(failure);
  }

  const route = itemRoute(item);
  const busy = pending !== null;
  const type = s.type[item.targetType];

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface/80 p-5 shadow-lg shadow-black/20 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{type}</Badge>
        {item.hidden && (
          <Badge variant="muted" className="gap-1">
            <EyeOff aria-hidden="true" className="size-3.5" />
            {s.item.hidden}
          </Badge>
        )}
        {item.targetType === 'post' && item.locked && (
          <Badge variant="muted" className="gap-1">
            <Lock aria-hidden="true" className="size-3.5" />
            {s.item.locked}
          </Badge>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {route ? (
            <Link href={route} className="text-foreground hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <p className="text-sm text-muted">
          {item.author
            ? fillNodes(s.item.by, { handle: <HandleLink handle={item.author.handle} /> })
            : s.item.formerMember}
          <span aria-hidden="true"> · </span>
          {fillNodes(s.item.written, { date: <When iso={item.createdAt} locale={locale} /> })}
        </p>
      </div>

      {/* What the member wrote, as plain text (never HTML): long texts scroll, so the region takes focus. */}
      <div
        role="group"
        aria-label={s.item.text}
        tabIndex={0}
        className="max-h-72 overflow-y-auto rounded-2xl border border-border bg-background/60 p-4 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-ring"
      >
        {item.body}
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
          <Flag aria-hidden="true" className="size-3.5" />
          {formatMessage(s.item.flags, { count: item.flags.length }, locale)}
        </h4>
        {item.flags.length > 0 && (
          <ul className="flex flex-col gap-2">
            {item.flags.map((flag, index) => (
              <li key={index} className="rounded-2xl border border-border p-3 text-sm">
                <p className="font-semibold text-foreground">{s.reasons[flag.reason]}</p>
                {flag.message && (
                  <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{flag.message}</p>
                )}
                <p className="mt-1 text-xs text-muted">
                  {flag.by
                    ? fillNodes(s.item.flaggedBy, {
                        handle: <HandleLink handle={flag.by} />,
                        date: <When iso={flag.createdAt} locale={locale} />,
                      })
                    : fillNodes(s.item.flaggedByFormer, {
                        date: <When iso={flag.createdAt} locale={locale} />,
                      })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div
        role="group"
        aria-label={s.item.actions}
        className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap"
      >
        {/* A hidden item is restored (shown again, flags cleared); a visible one keeps showing, flags dismissed. */}
        {item.hidden ? (
          <PendingButton
            pending={pending === 'restore'}
            aria-disabled={busy || undefined}
            onClick={() => void run('restore')}
            className={actionButton}
          >
            {s.actions.restore}
          </PendingButton>
        ) : (
          <PendingButton
            pending={pending === 'dismiss'}
            aria-disabled={busy || undefined}
            onClick={() => void run('dismiss')}
            className={actionButton}
          >
            {s.actions.dismiss}
          </PendingButton>
        )}

        {item.targetType === 'post' && item.threadId !== null && (
          <PendingButton
            pending={pending === 'lock' || pending === 'unlock'}
            aria-disabled={busy || undefined}
            onClick={() => void run(item.locked ? 'unlock' : 'lock')}
            className={actionButton}
          >
            {item.locked ? s.actions.unlock : s.actions.lock}
          </PendingButton>
        )}

        {item.author && (
          <SilenceDialog
            handle={item.author.handle}
            strings={s}
            locale={locale}
            disabled={busy}
            onSilenced={(days) => onSilenced(item, days)}
            onSessionEnded={onSessionEnded}
          />
        )}

        <Dialog
          open={confirming}
          onOpenChange={(next) => {
            // The dialog stays while the deletion runs: its outcome is told in it.
            if (busy) return;
            setConfirming(next);
            setDeleteError(null);
          }}
        >
          {/* The trigger takes the focus back when the dialog closes without deleting. */}
          <DialogTrigger
            aria-disabled={busy || undefined}
            className={buttonVariants({
              variant: 'destructive',
              size: 'compact',
              className: cx('sm:ml-auto', busy && 'cursor-not-allowed opacity-60'),
            })}
          >
            {s.actions.delete}
          </DialogTrigger>
          <DialogContent closeLabel={s.deleteDialog.close}>
            <DialogTitle className="pr-10">{s.deleteDialog.title[item.targetType]}</DialogTitle>
            <DialogDescription>{s.deleteDialog.body}</DialogDescription>
            <p className="mt-3 text-sm font-medium [overflow-wrap:anywhere]">{item.title}</p>
            {deleteError && (
              <div className="mt-4">
                <FormAlert>{deleteError}</FormAlert>
              </div>
            )}
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={() => {
                  if (busy) return;
                  setConfirming(false);
                  setDeleteError(null);
                }}
                className={buttonVariants({ variant: 'ghost', size: 'compact' })}
              >
                {s.deleteDialog.cancel}
              </button>
              <PendingButton
                pending={pending === 'delete'}
                onClick={() => void run('delete')}
                className={buttonVariants({ variant: 'destructive', size: 'compact' })}
              >
                {s.deleteDialog.confirm}
              </PendingButton>
            </div>
          </DialogContent>
        </Dialog>
      </div>

      {error && <FormAlert>{error}</FormAlert>}
    </article>
  );
}
