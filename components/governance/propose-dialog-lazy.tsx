'use client';

// The propose dialog (form, zod, Radix) loads on the first press of "Propose a new law", or when the
// pointer or focus comes to the button just before.
import dynamic from 'next/dynamic';
import type { ProposeDialogProps } from './propose-dialog';

export type { ProposeDialogProps, ProposeStrings } from './propose-dialog';

const Dialog = dynamic(() => import('./propose-dialog').then((m) => m.ProposeDialog), { ssr: false });

/** Starts loading the dialog's code (hover or focus on its button). */
export const preloadProposeDialog = () => void import('./propose-dialog');

export function ProposeDialogLazy(props: ProposeDialogProps) {
  return <Dialog {...props} />;
}
