'use client';

// A form in a dialog: the title (clear of the corner close button), the description, the form, and the
// row of Cancel and the submit button that ends it. Generic (no app words): callers pass every text.
import type { FormEvent, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cx } from '@/lib/utils';
import { SubmitButton } from './submit-button';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A DialogTrigger, in the dialog's root: the focus goes back to it when the dialog closes. */
  trigger?: ReactNode;
  /** The corner close button's accessible name. */
  closeLabel: string;
  /** The panel's classes (a wider one). */
  className?: string;
  /** Radix's close auto-focus hook. */
  onCloseAutoFocus?: (event: Event) => void;
  title: ReactNode;
  /** The title's classes besides the room it leaves for the close button (its size). */
  titleClassName?: string;
  description: ReactNode;
  /** Between the description and the form (a note about the reader's standing). */
  notice?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The space between the form's parts: `roomy` for long forms, `snug` for a field or two. */
  spacing?: 'roomy' | 'snug';
  /** The fields, the form's error, and FormActions. */
  children: ReactNode;
};

export function FormDialog({
  open,
  onOpenChange,
  trigger,
  closeLabel,
  className,
  onCloseAutoFocus,
  title,
  titleClassName,
  description,
  notice,
  onSubmit,
  spacing = 'roomy',
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent closeLabel={closeLabel} className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className={cx('pr-10', titleClassName)}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {notice}
        <form
          onSubmit={onSubmit}
          noValidate
          className={cx('mt-5 flex flex-col', spacing === 'roomy' ? 'gap-5' : 'gap-4')}
        >
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The end of a dialog's form: Cancel, then the submit button (a spinner while `pending`). Without
 * `submit`, Cancel alone (nothing is left to send).
 */
export function FormActions({
  cancel,
  onCancel,
  submit,
  pending,
  size = 'field',
  submitVariant = 'default',
}: {
  cancel: ReactNode;
  onCancel: () => void;
  submit?: ReactNode;
  pending: boolean;
  /** `field`: as tall as the fields above (a long form); `compact`: a short one. */
  size?: 'field' | 'compact';
  /** `destructive` for an act that takes something away. */
  submitVariant?: 'default' | 'destructive';
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onCancel} className={buttonVariants({ variant: 'ghost', size })}>
        {cancel}
      </button>
      {submit !== undefined && (
        <SubmitButton pending={pending} className={buttonVariants({ variant: submitVariant, size })}>
          {submit}
        </SubmitButton>
      )}
    </div>
  );
}
