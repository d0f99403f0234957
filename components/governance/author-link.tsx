import type { ProposalSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import type { CardTranslate } from './format';

/**
 * Who proposed it: the author's handle, linking to their profile, or the site's name for the founding
 * proposal (author null), which the site itself put to the vote.
 *
 * Props: `author` (ProposalSummary.author); `t` the `proposals` translator (format.ts); `className`
 * for the link.
 */
export function AuthorLink({
  author,
  t,
  className = 'font-medium text-primary hover:underline',
}: {
  author: ProposalSummary['author'];
  t: CardTranslate;
  className?: string;
}) {
  if (!author) return <span className="font-medium text-foreground">{t('card.founder')}</span>;
  return (
    <Link href={citizenPath(author.handle)} className={className}>
      {author.handle}
    </Link>
  );
}
