'use client';

// A dialog's error about the form as a whole, with the way forward when that is what is missing: Sign
// in (this dialog closes and the join dialog opens) or the way to citizenship.
import { useLocale } from 'next-intl';
import { useRef } from 'react';
import { openJoinDialog } from '@/components/account/session-store';
import type { FormError } from '@/components/forms/use-api-form';
import { WayForward } from '@/components/citizens/way-forward';
import { FormAlert } from '@/components/ui/field';
import { errorText, type ErrorContext, type ErrorStrings } from './errors';

/**
 * Closing a dialog to open the join dialog: focus then belongs to that dialog, not to this one's opener.
 * Returns the dialog's onCloseAutoFocus and `handOver`, which closes it that way.
 */
export function useHandOver(close: () => void, onCloseAutoFocus?: (event: Event) => void) {
  const handingOver = useRef(false);
  return {
    onCloseAutoFocus(event: Event) {
      if (handingOver.current) {
        handingOver.current = false;
        event.preventDefault();
        return;
      }
      onCloseAutoFocus?.(event);
    },
    signIn() {
      handingOver.current = true;
      close();
      openJoinDialog('login');
    },
  };
}

export function FormFailure({
  error,
  context,
  strings: s,
  onSignIn,
  onLeave,
}: {
  error: FormError;
  context: ErrorContext;
  strings: ErrorStrings;
  /** Sign in: see useHandOver. */
  onSignIn: () => void;
  /** Following the link to citizenship (the dialog closes). */
  onLeave: () => void;
}) {
  const locale = useLocale();
  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert>{errorText(error, s, locale, context)}</FormAlert>
      <WayForward code={error.code} labels={s.errors} onSignIn={onSignIn} onLeave={onLeave} />
    </div>
  );
}
