import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

/**
 * What an island shows when it could not read what it needs: the reason, announced (role="alert"), and
 * one button that tries again. Without `className` it lays itself out as a column; pass one to sit it in
 * a card or a row instead.
 */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  className = 'flex flex-col items-start gap-3',
  size = 'compact',
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  size?: ButtonVariantProps['size'];
}) {
  return (
    <div className={className}>
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={buttonVariants({ variant: 'outline', size })}>
        {retryLabel}
      </button>
    </div>
  );
}
