'use client';

// A styled wrapper around Radix Dialog: focus trap, Escape closes, focus returns to the opener.
// Generic (no app words): callers pass every label. Uses `cx`, never tailwind-merge (client code).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/utils';

// Without tailwind-merge, two utilities for the same property (text-lg and text-xl) would fight by
// stylesheet order: a default is applied only when the caller's className has none of its kind.
function fallback(className: string | undefined, kind: RegExp, classes: string) {
  return className && kind.test(className) ? undefined : classes;
}
const textSize = /(^|\s)text-(xs|sm|base|lg|\d?xl)(\s|$)/;
const marginTop = /(^|\s)(mt|my|m)-/;
const maxWidth = /(^|\s)max-w-/;

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** 'center': a centred panel (default). 'right': a side sheet, full width on phones. */
  side?: 'center' | 'right';
  /** Accessible name of the corner close button; without it there is no close button. */
  closeLabel?: string;
};

export function DialogContent({
  className,
  children,
  side = 'center',
  closeLabel,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-side={side}
        className={cx(
          'fixed z-50 flex flex-col border border-border bg-surface text-foreground shadow-2xl shadow-black/50 outline-none',
          side === 'right'
            ? 'inset-y-0 right-0 h-dvh w-full sm:max-w-md sm:rounded-l-2xl'
            : 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
          side === 'center' && fallback(className, maxWidth, 'max-w-lg'),
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cx('font-semibold tracking-tight', fallback(className, textSize, 'text-lg'), className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cx(
        'text-muted',
        fallback(className, marginTop, 'mt-1'),
        fallback(className, textSize, 'text-sm'),
        className,
      )}
      {...props}
    />
  );
}
