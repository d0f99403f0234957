'use client';

// The way forward under an error whose cause is what the member lacks: a session (Sign in) or
// citizenship (the way to it). Nothing for any other error.
import { openJoinDialog } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';

export function WayForward({
  code,
  labels,
  onSignIn = () => openJoinDialog('login'),
  onLeave,
}: {
  code: string | undefined;
  labels: { signIn: string; becomeCitizen: string };
  /** Opens the join dialog by default; a dialog hands over to it instead (useHandOver). */
  onSignIn?: () => void;
  /** Following the link to citizenship (a dialog closes). */
  onLeave?: () => void;
}) {
  if (code === 'unauthenticated')
    return (
      <button type="button" onClick={onSignIn} className={buttonVariants({ size: 'sm' })}>
        {labels.signIn}
      </button>
    );
  if (code === 'not_citizen')
    return (
      <Link
        href={pageHref('aiUniverse', 'citizenship')}
        onClick={onLeave}
        className={buttonVariants({ size: 'sm' })}
      >
        {labels.becomeCitizen}
      </Link>
    );
  return null;
}
