// "Skip for now" lasts for one sign-in: the browser remembers the session id it was skipped for, so
// onboarding stays away on every page of this session and comes back at the next sign-in.
export const ONBOARDING_SKIP_KEY = 'civitas.onboardingSkipped';

export function readOnboardingSkip(): string | null {
  try {
    return window.localStorage.getItem(ONBOARDING_SKIP_KEY);
  } catch {
    return null; // storage blocked: the skip then lasts for this page only
  }
}

export function rememberOnboardingSkip(sessionId: string) {
  try {
    window.localStorage.setItem(ONBOARDING_SKIP_KEY, sessionId);
  } catch {
    // storage blocked or full: nothing to do
  }
}
