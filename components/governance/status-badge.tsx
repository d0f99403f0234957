import { CalendarClock, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { ProposalCategory, ProposalStatus } from '@/lib/api/contract';
import { cn } from '@/lib/utils';
import type { CardTranslate } from './format';

const statusLook: Record<
  ProposalStatus,
  { icon: LucideIcon; className?: string; variant?: 'accent' | 'default' }
> = {
  active: { icon: CalendarClock, variant: 'accent' },
  passed: { icon: CircleCheck, variant: 'default' },
  rejected: { icon: CircleX, className: 'bg-destructive/15 text-destructive' },
};

/**
 * A proposal's status as a badge: "Voting Active", "Passed" or "Rejected" (`card.status.*`), with an icon
 * and a colour that only repeat the text. Screen readers hear "Status: Passed".
 *
 * Props: `status` (ProposalSummary.status); `t` the `proposals` translator (see format.ts); `className`.
 */
export function StatusBadge({
  status,
  t,
  className,
}: {
  status: ProposalStatus;
  t: CardTranslate;
  className?: string;
}) {
  const { icon: Icon, variant, className: look } = statusLook[status];
  return (
    <Badge variant={variant} className={cn('gap-1', look, className)} data-status={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('card.statusLabel')} </span>
      {t(`card.status.${status}`)}
    </Badge>
  );
}

/**
 * A proposal's category as a muted badge ("Law", "Budget"…: `card.category.*`); screen readers hear
 * "Category: Law".
 *
 * Props: `category` (ProposalSummary.category); `t` the `proposals` translator; `className`.
 */
export function CategoryBadge({
  category,
  t,
  className,
}: {
  category: ProposalCategory;
  t: CardTranslate;
  className?: string;
}) {
  return (
    <Badge variant="muted" className={className}>
      <span className="sr-only">{t('card.categoryLabel')} </span>
      {t(`card.category.${category}`)}
    </Badge>
  );
}
