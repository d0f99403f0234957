import 'server-only';
// The chain watcher: every 15 seconds, the platform's pending transactions are read again, so a mint,
// an anchor or a purchase settles even when its member closed the page. Every process runs it; settling
// is idempotent (conditional updates, unique rows), so two processes reading the same row agree.
import { settleAnchor } from './anchors';
import { settleMint } from './citizen-id';
import { onchainChains } from './deployments';
import { pendingChainWork, settleOrder } from './purchases';
import { NodeUnavailable } from './reading';

export const WATCH_INTERVAL_MS = 15_000;

export async function settlePending(): Promise<number> {
  let settled = 0;
  for (const work of await pendingChainWork()) {
    try {
      if (work.kind === 'mint') await settleMint(work.id);
      else if (work.kind === 'anchor') await settleAnchor(work.id);
      else if (work.kind === 'purchase') await settleOrder(work.ref);
      settled += 1;
    } catch (error) {
      // A node that does not answer now is asked again next round.
      if (!(error instanceof NodeUnavailable)) throw error;
    }
  }
  return settled;
}

let timer: NodeJS.Timeout | undefined;

/** Starts the watcher when some chain has contracts; does nothing otherwise. */
export function startChainWatcher() {
  if (timer || onchainChains().length === 0) return;
  const tick = () => {
    settlePending()
      .catch((error: unknown) => console.error('chain watcher:', (error as Error).message))
      .finally(() => {
        timer = setTimeout(tick, WATCH_INTERVAL_MS);
        timer.unref();
      });
  };
  timer = setTimeout(tick, WATCH_INTERVAL_MS);
  timer.unref();
}
