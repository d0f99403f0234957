import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';

/**
 * Who wrote it: the member's handle, linking to their profile (after an "@" with `at`), or `formerLabel`
 * when the account is gone. The link's and the stand-in's classes follow the block they sit in.
 */
export function MemberLink({
  author,
  formerLabel,
  at = false,
  className = 'font-medium text-primary hover:underline',
  formerClassName = 'font-medium text-foreground',
}: {
  author: { handle: string } | null | undefined;
  formerLabel: string;
  at?: boolean;
  className?: string;
  formerClassName?: string;
}) {
  if (!author) return <span className={formerClassName}>{formerLabel}</span>;
  return (
    <Link href={citizenPath(author.handle)} className={className}>
      {at && '@'}
      {author.handle}
    </Link>
  );
}
