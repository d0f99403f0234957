// The dashboard's way to the moderation queue, for moderators and administrators only (the role comes
// from GET /api/citizens/me, read by the dashboard's governance panel).
import { ShieldCheck } from 'lucide-react';
import type { CivicRole } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { moderationPath } from '@/lib/routes';

export function ModerationLink({ role, label }: { role: CivicRole; label: string | undefined }) {
  if (!label || (role !== 'moderator' && role !== 'admin')) return null;
  return (
    <Link
      href={moderationPath}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
