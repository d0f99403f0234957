'use client';

// The flag dialog (form, zod, Radix) loads on the first press of Flag, or as the pointer or focus
// comes to the button just before.
import dynamic from 'next/dynamic';
import type { FlagDialogProps } from './flag-dialog';

export type { FlagDialogProps } from './flag-dialog';

const Dialog = dynamic(() => import('./flag-dialog').then((m) => m.FlagDialog), { ssr: false });

/** Starts loading the dialog's code (hover or focus on its button). */
export const preloadFlagDialog = () => void import('./flag-dialog');

export function FlagDialogLazy(props: FlagDialogProps) {
  return <Dialog {...props} />;
}
