import type { ReactNode, Ref } from 'react';
import { cx } from '@/lib/utils';

/** The large panels' card (dashboard, moderation, citizenship, feed). */
export const panelCardClass =
  'rounded-3xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20 sm:p-8';

/**
 * A panel that says one thing in place of its content (signed out, not allowed, nothing yet, could not
 * load): an optional icon, the heading that names the panel, a sentence or an alert, and the actions.
 */
export function NoticeCard({
  icon,
  headingId,
  headingRef,
  title,
  titleSize = 'text-xl',
  body,
  alert,
  className,
  children,
}: {
  icon?: ReactNode;
  headingId: string;
  /** For a heading that takes focus (it is then focusable, without an outline). */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  titleSize?: 'text-xl' | 'text-2xl';
  body?: string;
  alert?: string;
  className?: string;
  /** The actions. */
  children?: ReactNode;
}) {
  const focusable = headingRef !== undefined;
  return (
    <div className={cx(panelCardClass, 'flex flex-col items-start gap-4', className)}>
      {icon}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={focusable ? -1 : undefined}
        className={cx(titleSize, 'font-bold tracking-tight', focusable && 'outline-none')}
      >
        {title}
      </h2>
      {body && <p className="max-w-2xl text-muted">{body}</p>}
      {alert && (
        <p role="alert" className="text-destructive">
          {alert}
        </p>
      )}
      {children}
    </div>
  );
}
