'use client';

// "Flag" on a post or a proposal (light: the dialog, with zod and Radix, loads on the first press, or
// as the pointer or focus comes to the button). Once flagged, by this press or before, it says so
// instead, and the focus lands on that line when the dialog closes.
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import { FlagDialogLazy, preloadFlagDialog } from './flag-dialog-lazy';
import type { FlagTarget } from './flag-dialog';
import type { FlagStrings } from './types';

export type FlagButtonProps = {
  targetType: FlagTarget;
  targetId: number;
  /** The reader flagged it already (ThreadMe.flagged). */
  flagged?: boolean;
  strings: FlagStrings;
  locale: string;
  /** The button's look (buttonVariants). */
  className?: string;
  /** After the flag is recorded (or found recorded): `hidden` when it hid the target. */
  onFlagged?: (hidden: boolean) => void;
};

export function FlagButton({
  targetType,
  targetId,
  flagged: known = false,
  strings,
  locale,
  className,
  onFlagged,
}: FlagButtonProps) {
  const [flaggedHere, setFlaggedHere] = useState(false);
  const status = useRef<HTMLSpanElement>(null);
  // Once flagged, the line that replaced the button takes the focus back.
  const dialog = useLazyDialog(preloadFlagDialog, () => status.current);
  const flagged = known || flaggedHere;

  return (
    <>
      {flagged ? (
        <span
          ref={status}
          tabIndex={-1}
          className="inline-flex items-center gap-1.5 px-3 text-xs text-muted outline-none"
        >
          <Flag aria-hidden="true" className="size-4 fill-current" />
          {strings.flag.flagged}
        </span>
      ) : (
        <button {...dialog.triggerProps} className={className}>
          <Flag aria-hidden="true" className="size-4" />
          {strings.flag.open}
        </button>
      )}
      {dialog.wanted && (
        <FlagDialogLazy
          {...dialog.dialogProps}
          targetType={targetType}
          targetId={targetId}
          strings={strings}
          locale={locale}
          onFlagged={(hidden) => {
            setFlaggedHere(true);
            onFlagged?.(hidden);
          }}
        />
      )}
    </>
  );
}
