// One toast at a time (the spec): every new toast dismisses the previous one. sonner itself loads on
// the first toast, so pages that never toast never download it.
import { constants } from '@/lib/site';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; Infinity never auto-dismisses. Defaults to the spec's 5000 ms. */
  duration?: number;
};

type Mount = () => Promise<void>;
let mountToaster: Mount | null = null;

/** Called by <AppToaster>: mounts sonner's <Toaster> and resolves once it listens. */
export function registerToasterMount(mount: Mount | null) {
  mountToaster = mount;
}

export async function notify({ title, description, variant = 'default', duration }: ToastInput) {
  await mountToaster?.();
  const { toast } = await import('sonner');
  toast.dismiss();
  const options = { description, duration: duration ?? constants.toastDurationMs };
  return variant === 'destructive' ? toast.error(title, options) : toast(title, options);
}
