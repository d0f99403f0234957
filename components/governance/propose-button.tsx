'use client';

// "Propose a new law" on the DAO page (EAGER and light: strings arrive as props). The dialog loads on
// the first press; once loaded it stays mounted (closed), so what was typed survives closing it. A link
// to /ecosystem/dao#propose opens it at once.
import { type ReactNode, useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import { preloadProposeDialog, ProposeDialogLazy, type ProposeStrings } from './propose-dialog-lazy';

/** The anchor of the DAO page's propose section: a link to it opens the dialog. */
export const PROPOSE_ANCHOR = 'propose';

/**
 * Props: `strings`; `icon`, the button's icon drawn by the server (lucide's runtime stays out of the
 * page's first-load JavaScript).
 */
export function ProposeButton({ strings, icon }: { strings: ProposeStrings; icon?: ReactNode }) {
  const dialog = useLazyDialog(preloadProposeDialog);
  const { show } = dialog;

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash === `#${PROPOSE_ANCHOR}`) show();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [show]);

  return (
    <>
      <button {...dialog.triggerProps} className={buttonVariants({ size: 'lg' })}>
        {icon}
        {strings.open}
      </button>
      {dialog.wanted && <ProposeDialogLazy {...dialog.dialogProps} strings={strings} />}
    </>
  );
}
