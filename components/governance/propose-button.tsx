'use client';

// "Propose a new law" on the DAO page (EAGER and light: strings arrive as props). The dialog loads on
// the first press; once loaded it stays mounted (closed), so what was typed survives closing it. A link
// to /ecosystem/dao#propose opens it at once.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { preloadProposeDialog, ProposeDialogLazy, type ProposeStrings } from './propose-dialog-lazy';

/** The anchor of the DAO page's propose section: a link to it opens the dialog. */
export const PROPOSE_ANCHOR = 'propose';

/**
 * Props: `strings`; `icon`, the button's icon drawn by the server (lucide's runtime stays out of the
 * page's first-load JavaScript).
 */
export function ProposeButton({ strings, icon }: { strings: ProposeStrings; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== `#${PROPOSE_ANCHOR}`) return;
      setWanted(true);
      setOpen(true);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preloadProposeDialog}
        onFocus={preloadProposeDialog}
        className={buttonVariants({ size: 'lg' })}
      >
        {icon}
        {strings.open}
      </button>
      {wanted && (
        <ProposeDialogLazy
          open={open}
          onOpenChange={setOpen}
          strings={strings}
          onCloseAutoFocus={(event) => {
            // Not a Radix trigger (the dialog loads later): focus goes back to this button by hand.
            event.preventDefault();
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
