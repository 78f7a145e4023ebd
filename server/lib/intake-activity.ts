// Who goes first on the database while consultation requests arrive: the requests. The background senders (the
// office e-mail, the acknowledgements and alerts) wait before each claim until no request has arrived for
// `quietMs`, but never longer than `maxWaitMs`, so during a long burst they still make progress (one batch per
// `maxWaitMs` at the least) and drain at full speed once it ends. On the embedded database every statement runs on
// the server's own thread, so a sender's claim or update delays the next request's insert (docs/performance.md).
export interface IntakeActivity {
  /** A consultation request has arrived. */
  arrived(): void;
  /** Resolves once intake is quiet, or after the longest wait. */
  quiet(): Promise<void>;
}

const INTAKE_QUIET_MS = 30;
const INTAKE_MAX_WAIT_MS = 250;

export function createIntakeActivity(options: { quietMs?: number; maxWaitMs?: number } = {}): IntakeActivity {
  const quietMs = options.quietMs ?? INTAKE_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? INTAKE_MAX_WAIT_MS;
  let last = -Infinity;
  return {
    arrived: () => {
      last = performance.now();
    },
    async quiet() {
      const start = performance.now();
      for (;;) {
        const now = performance.now();
        const wait = Math.min(last + quietMs - now, start + maxWaitMs - now);
        if (wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
    },
  };
}
