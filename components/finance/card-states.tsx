'use client';

// The frame of the score and transactions cards, and what they show before their data: a visitor's
// sign-in prompt, the read in progress, and a failed read with "Try again".
import { LoaderCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { openJoinDialog } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import { cx } from '@/lib/utils';
import { cardClass, errorText, type FinanceStrings } from './shared';
import type { ChainRead } from './use-chain-read';

/** The props both cards take besides their own. */
export type ChainCardProps<T> = {
  strings: FinanceStrings;
  locale: string;
  chainId: number;
  /** false: a visitor; undefined: the session is not known yet. */
  signedIn: boolean | undefined;
  read: ChainRead<T> | null;
  onRetry: () => void;
};

export function SignInPrompt({ text, signIn }: { text: string; signIn: string }) {
  return (
    <>
      <p className="text-sm text-muted">{text}</p>
      <button
        type="button"
        onClick={() => openJoinDialog('login')}
        className={buttonVariants({ variant: 'outline', size: 'compact', className: 'self-start' })}
      >
        {signIn}
      </button>
    </>
  );
}

export function ReadLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      {label}
    </p>
  );
}

export function ReadFailed({
  strings,
  code,
  onRetry,
}: {
  strings: FinanceStrings;
  code: string;
  onRetry: () => void;
}) {
  return (
    <RetryAlert
      message={errorText(strings, code)}
      retryLabel={strings.finance.retry}
      onRetry={onRetry}
      className="flex flex-col items-start gap-4"
    />
  );
}

/** The card: a section named by its heading, busy while its read is. */
export function ChainCard({
  title,
  busy,
  children,
}: {
  /** The heading's content (its text, with an icon if any). */
  title: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cx(cardClass, 'flex flex-col gap-4')}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
