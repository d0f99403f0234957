// Copy, with a toast that says whether it worked (the clipboard may be refused: an insecure page, a
// denied permission).
import { notify } from '@/components/frame/toast';
import type { FinanceStrings } from './shared';

export async function copyAddress(address: string, strings: FinanceStrings) {
  try {
    await navigator.clipboard.writeText(address);
    void notify({ title: strings.finance.copied });
  } catch {
    void notify({ title: strings.finance.copyFailed, variant: 'destructive' });
  }
}
