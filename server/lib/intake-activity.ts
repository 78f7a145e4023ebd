// Who goes first while consultation requests arrive: the requests. The background senders (the office e-mail, the
// acknowledgements and alerts) wait before each claim until no request has been in progress for `quietMs`, but never longer
// than `maxWaitMs`: during a long burst they still make progress, one small batch (BUSY_BATCH) per `maxWaitMs`, and
// drain at full speed once it ends. Every message sent costs the server's thread some composing and an SMTP
// exchange, and every claim a turn of the database: work the burst's requests would otherwise wait behind
// (docs/performance.md, "Intake under load").
export interface IntakeActivity {
  /** A consultation request has arrived; call the function returned once it is stored (or refused). */
  arrived(): () => void;
  /** Resolves once intake is quiet (true), or after the longest wait while requests keep arriving (false). */
  quiet(): Promise<boolean>;
}

/** How many messages a sender claims at a time while requests keep arriving (else its usual batch). */
export const BUSY_BATCH = 4;
/** A sender's batch: its usual size when intake is quiet, BUSY_BATCH (at most) during a burst. */
export const batchSize = (quiet: boolean, usual: number) => (quiet ? usual : Math.min(usual, BUSY_BATCH));

const INTAKE_QUIET_MS = 30;
const INTAKE_MAX_WAIT_MS = 250;

export function createIntakeActivity(options: { quietMs?: number; maxWaitMs?: number } = {}): IntakeActivity {
  const quietMs = options.quietMs ?? INTAKE_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? INTAKE_MAX_WAIT_MS;
  /** When a request last arrived or was stored; and how many are between the two now. */
  let last = -Infinity;
  let inProgress = 0;
  return {
    arrived: () => {
      last = performance.now();
      inProgress++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        inProgress--;
        last = performance.now();
      };
    },
    async quiet() {
      const start = performance.now();
      for (;;) {
        const now = performance.now();
        if (inProgress === 0 && last + quietMs <= now) return true;
        if (start + maxWaitMs <= now) return false;
        // While a request is in progress, look again after quietMs (it may be stored by then).
        const wait = Math.min(inProgress > 0 ? quietMs : last + quietMs - now, start + maxWaitMs - now);
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
    },
  };
}
