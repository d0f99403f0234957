// What the dashboard's governance cards share: their look, and what a request does when the session ended.
import type { ApiResult } from '@/components/account/api';
import { refreshSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { GovernanceStrings } from './strings';

export { panelCardClass as cardClass } from '@/components/ui/notice-card';

/** A request that failed because the session ended: say so, and let the session store sign out. */
export function sessionEnded(result: ApiResult<unknown>, strings: GovernanceStrings): boolean {
  if (result.ok || result.status !== 401) return false;
  void notify({ title: strings.sessionEnded, variant: 'destructive' });
  void refreshSession(true);
  return true;
}
