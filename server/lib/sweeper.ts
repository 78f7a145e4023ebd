// A background sweep over a queue (in the database: the office e-mail, the acknowledgements and alerts; in
// memory: the response cache's best brotli): never two runs at once; a trigger during a run asks for one more run
// after it, so nothing queued meanwhile waits for the timer; a timer runs it every `everyMs`; stop() lets the run
// under way finish. A failed run is logged, never thrown.
import { describeError, logger } from "./logger";

export interface Sweeper {
  /** Runs now in the background (or once more after the run under way). */
  trigger(): void;
  /** Runs now and resolves when no run is under way (tests, shutdown). */
  flush(): Promise<void>;
  /** No new run; resolves when the run under way has finished. */
  stop(): Promise<void>;
  /** True once stop() was called: a run checks it between items to stop at a safe point. */
  readonly stopped: boolean;
}

export function createSweeper(sweep: () => Promise<void>, options: { name: string; everyMs?: number }): Sweeper {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sweep()
      .catch((err) => logger.error(`${options.name} sweep failed`, describeError(err)))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const timer = options.everyMs ? setInterval(() => void run(), options.everyMs) : undefined;
  timer?.unref();
  return {
    trigger: () => void run(),
    flush: async () => {
      await run();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
