import 'server-only';
// The loop behind each background worker (mail, studio): a round on a timer and whenever woken, never two
// at once. A wake during a round asks for one more round after it, so work queued meanwhile is not left
// waiting for the next tick.

export type PollLoop = { wake: () => void; stop: () => Promise<void> };

/** Starts the timer (unref'd: it keeps no process alive); the first round waits for a wake or a tick. */
export function pollLoop(round: () => Promise<void>, everyMs: number): PollLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const rounds = async () => {
    do {
      again = false;
      await round();
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
