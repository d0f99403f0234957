'use client';

// A post's actions for a citizen (LAZY: ./post-stream.tsx loads them once the reader's standing says
// they are one): Like (a toggle), Quote (into the reply box), and for the author Edit (within 24 hours)
// and Delete (after a confirmation); for others Flag (./flag-button.tsx). Each says inline when it fails.
import { Heart, Pencil, Quote, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { PendingButton } from '@/components/forms/submit-button';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field';
import type { PostView } from '@/lib/api/contract';
import { cx } from '@/lib/utils';
import { errorText, failureOf, type Failure } from './errors';
import { FlagButton } from './flag-button';
import { postElementId } from './post-card';
import type { ThreadStrings } from './types';

export type PostActionsProps = {
  post: PostView;
  /** The reader wrote it. */
  mine: boolean;
  liked: boolean;
  flagged: boolean;
  /** The reader may still edit it (their own, within the window). */
  editable: boolean;
  /** The reply box is there to quote into. */
  canQuote: boolean;
  /** Focus the Edit button on mount (the editor just closed). */
  focusEdit: boolean;
  strings: ThreadStrings;
  locale: string;
  onLiked: (likes: number, liked: boolean) => void;
  /** `selected`: the part of the post the reader selected, if any. */
  onQuote: (selected: string) => void;
  onEdit: () => void;
  onDeleted: (post: PostView) => void;
  onFlagged: (hidden: boolean) => void;
  onEditClosed: () => void;
};

const action = buttonVariants({
  variant: 'ghost',
  size: 'sm',
  className: 'text-muted hover:text-foreground aria-pressed:text-accent',
});

export function PostActions({
  post,
  mine,
  liked,
  flagged,
  editable,
  canQuote,
  focusEdit,
  strings: s,
  locale,
  onLiked,
  onQuote,
  onEdit,
  onDeleted,
  onFlagged,
  onEditClosed,
}: PostActionsProps) {
  const a = s.actions;
  const errorId = useId();
  const [liking, setLiking] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<Failure | null>(null);
  const busy = useRef(false);
  const deleted = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const selection = useRef('');

  useEffect(() => {
    if (!focusEdit) return;
    // Back to Edit, or to the post when its edit window closed meanwhile.
    (editButton.current ?? document.getElementById(postElementId(post.id)))?.focus();
    onEditClosed();
  }, [focusEdit, onEditClosed, post.id]);

  async function toggleLike() {
    if (busy.current) return;
    busy.current = true;
    setLiking(true);
    setError(null);
    const result = await api<{ likes: number; liked: boolean }>(`/api/community/posts/${post.id}/like`, {
      method: liked ? 'DELETE' : 'POST',
    });
    busy.current = false;
    setLiking(false);
    if (result.ok) return onLiked(result.data.likes, result.data.liked);
    // The server already had it the way the reader wants: show it so.
    if (result.error.error === 'already_liked') return onLiked(post.likes, true);
    if (result.error.error === 'not_liked') return onLiked(post.likes, false);
    setError(failureOf(result));
  }

  /** The text the reader selected inside this post, read before the press moves the focus. */
  function rememberSelection() {
    const body = document.getElementById(postElementId(post.id))?.querySelector('[data-post-body]');
    const selected = window.getSelection?.();
    selection.current =
      body &&
      selected &&
      !selected.isCollapsed &&
      body.contains(selected.anchorNode) &&
      body.contains(selected.focusNode)
        ? selected.toString()
        : '';
  }

  async function remove() {
    if (busy.current) return;
    busy.current = true;
    setDeleting(true);
    setDeleteError(null);
    const result = await api<PostView>(`/api/community/posts/${post.id}`, { method: 'DELETE' });
    busy.current = false;
    setDeleting(false);
    if (!result.ok) return setDeleteError(failureOf(result));
    deleted.current = true;
    setConfirming(false);
    void notify({ title: a.deleteDialog.toast });
    onDeleted(result.data);
  }

  return (
    <div role="group" aria-label={a.label} className="flex flex-wrap items-center gap-1">
      {!mine && (
        <PendingButton
          pending={liking}
          aria-pressed={liked}
          title={liked ? a.likeHint : undefined}
          onClick={() => void toggleLike()}
          className={action}
        >
          {!liking && <Heart aria-hidden="true" className={cx('size-4', liked && 'fill-current')} />}
          {a.like}
        </PendingButton>
      )}
      {canQuote && (
        <button
          type="button"
          onPointerDown={rememberSelection}
          onKeyDown={rememberSelection}
          onClick={() => {
            const selected = selection.current;
            selection.current = '';
            onQuote(selected);
          }}
          className={action}
        >
          <Quote aria-hidden="true" className="size-4" />
          {a.quote}
        </button>
      )}
      {editable && (
        <button ref={editButton} type="button" onClick={onEdit} className={action}>
          <Pencil aria-hidden="true" className="size-4" />
          {a.edit}
        </button>
      )}
      {mine && (
        <Dialog
          open={confirming}
          onOpenChange={(next) => {
            setConfirming(next);
            if (!next) setDeleteError(null);
          }}
        >
          <button
            ref={deleteButton}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
            className={action}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {a.delete}
          </button>
          <DialogContent
            closeLabel={a.deleteDialog.close}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // A deleted post has no actions left: the post list puts the focus on the post.
              if (!deleted.current) deleteButton.current?.focus();
            }}
          >
            <DialogTitle className="pr-10">{a.deleteDialog.title}</DialogTitle>
            <DialogDescription>{a.deleteDialog.body}</DialogDescription>
            {deleteError && (
              <div className="mt-4">
                <FormAlert>{errorText(s.errors, deleteError, { locale })}</FormAlert>
              </div>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={buttonVariants({ variant: 'ghost', size: 'compact' })}
              >
                {a.deleteDialog.cancel}
              </button>
              <PendingButton
                pending={deleting}
                onClick={() => void remove()}
                className={buttonVariants({ variant: 'destructive', size: 'compact' })}
              >
                {a.deleteDialog.confirm}
              </PendingButton>
            </div>
          </DialogContent>
        </Dialog>
      )}
      {!mine && (
        <FlagButton
          targetType="post"
          targetId={post.id}
          flagged={flagged}
          strings={s}
          locale={locale}
          className={action}
          onFlagged={onFlagged}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {errorText(s.errors, error, { locale })}
        </p>
      )}
    </div>
  );
}
