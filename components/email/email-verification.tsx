'use client';

// An address's state beside it (verified or not) and, while it is not, the button that sends the
// verification link again with what happened said below it: the account's e-mail settings and the
// citizenship card's notification address show the same thing.
import { BadgeCheck, MailWarning } from 'lucide-react';
import { PendingButton } from '@/components/forms/submit-button';
import { buttonVariants } from '@/components/ui/button-variants';

export function VerifiedBadge({ verified, label }: { verified: boolean; label: string }) {
  return verified ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
      <BadgeCheck aria-hidden="true" className="size-4" />
      {label}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted">
      <MailWarning aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

export function SendVerification({
  pending,
  onSend,
  label,
  sent,
}: {
  pending: boolean;
  onSend: () => void;
  /** The button's text ("Verify e-mail", "Sending…"). */
  label: string;
  /** Said once the link is on its way; empty until then. */
  sent: string;
}) {
  return (
    <div className="flex flex-col items-start gap-2">
      <PendingButton
        pending={pending}
        onClick={onSend}
        className={buttonVariants({ variant: 'outline', size: 'field' })}
      >
        {label}
      </PendingButton>
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {sent}
      </p>
    </div>
  );
}
