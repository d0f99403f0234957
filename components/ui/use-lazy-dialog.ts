'use client';

// A button that opens a dialog whose code loads late (next/dynamic): the code starts loading as the
// pointer or the focus comes to the button, the dialog mounts on the first press and then stays mounted
// (closed), so what was typed in it survives closing it. It is not a Radix trigger (the dialog is not
// there yet), so the focus goes back to the button by hand when the dialog closes.
import { useCallback, useRef, useState } from 'react';

/** What a lazily loaded dialog takes from its opener (useLazyDialog's `dialogProps`). */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix's close auto-focus hook: the opener decides where focus goes back to. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * `preload` starts loading the dialog's code. `returnFocus` names where the focus goes when the dialog
 * closes, when that is not the button (a line that replaced it); without it, or when it gives null, the
 * button. Spread `triggerProps` onto the button and `dialogProps` onto the dialog, rendered while
 * `wanted`.
 */
export function useLazyDialog(preload: () => void, returnFocus?: () => HTMLElement | null) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  /** Mounts the dialog (its code loads now if it has not yet) and opens it. */
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  return {
    wanted,
    show,
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      onClick: show,
      onPointerEnter: preload,
      onFocus: preload,
    },
    dialogProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        (returnFocus?.() ?? trigger.current)?.focus();
      },
    } satisfies LazyDialogProps,
  };
}
