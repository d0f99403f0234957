'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSession } from '@/components/account/session-store';
import { readOnboardingSkip } from './onboarding-skip';

// The dialog (and its translations) loads only for a user who needs it.
const OnboardingDialog = dynamic(() => import('./onboarding-dialog').then((m) => m.OnboardingDialog), {
  ssr: false,
});

/**
 * Opens onboarding by itself for a signed-in user who has not completed it, unless it was skipped
 * during this sign-in (then it comes back at the next one). Renders nothing otherwise.
 */
export function OnboardingGate() {
  const session = useSession();
  // Closed on this page (Skip, or Escape): holds even when the browser blocks storage.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const user = session.status === 'ready' ? session.user : null;

  // The session is always 'loading' while hydrating, so storage is read only after hydration.
  if (
    !user ||
    user.onboardingCompleted ||
    closedFor === user.sessionId ||
    readOnboardingSkip() === user.sessionId
  )
    return null;

  return <OnboardingDialog sessionId={user.sessionId} onClose={() => setClosedFor(user.sessionId)} />;
}
