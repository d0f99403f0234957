import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/utils';

/** The dashboard's wallet box: its titled frame, for the linked wallet and for the invitation to link one. */
export function WalletPanel({
  title,
  className,
  children,
}: {
  title: string;
  /** The column's alignment and spacing. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cx('flex flex-col rounded-2xl border border-border bg-surface-2/60 p-4 sm:p-5', className)}
    >
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        {title}
      </h3>
      {children}
    </section>
  );
}
