// Stopping without dropping a request. On SIGTERM (a deploy, a scale-down):
//  1. readiness turns false at once (`/api/ready` answers 503, so a load balancer stops sending traffic), and
//     every answer from now on carries `Connection: close`, so no client sends another request on it;
//  2. the listener keeps accepting for the drain window (SHUTDOWN_DRAIN_MS, default 3 s): a connection a client
//     opened just before the signal may still sit in the kernel's accept queue, and closing the listener then
//     would reset it with its request already written (measured: 4 of a burst of new connections);
//  3. then the listener stops accepting; open keep-alive connections are NOT cut at once: a request already on
//     its way over one is still read and answered;
//  4. after a short grace, connections with no request in progress are closed (again every 100 ms until none
//     is left; busy ones close after their answer);
//  5. then the app's background work stops and the database closes, and the process exits 0 — or 1 when all
//     this takes longer than the drain window plus the hard limit.
import net from "node:net";
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { describeError, logger } from "./logger";

export interface Drain {
  /** True from the moment the shutdown starts. */
  readonly draining: boolean;
  /** Mount first: marks every answer `Connection: close` while draining. */
  middleware: RequestHandler;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
    middleware: (_req, res, next) => {
      if (draining) res.setHeader("Connection", "close");
      next();
    },
  };
}

export interface ShutdownOptions {
  server: Server;
  drain: Pick<Drain, "start">;
  /** Stops background work and closes the database, in that order. */
  cleanUp: () => Promise<void>;
  /** How long the listener keeps accepting after the signal (default 3 s). */
  drainMs?: number;
  /** How long idle keep-alive connections stay open, once the listener closed, for a request already under way (default 500 ms). */
  graceMs?: number;
  /** This long after the drain window the process exits anyway, with 1 (default 10 s). */
  hardLimitMs?: number;
  exit?: (code: number) => void;
}

/** Returns the function to call on SIGTERM / SIGINT (a second call does nothing). */
export function gracefulShutdown({
  server,
  drain,
  cleanUp,
  drainMs = 3000,
  graceMs = 500,
  hardLimitMs = 10_000,
  exit = process.exit,
}: ShutdownOptions) {
  let stopping = false;
  return (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal, drainSeconds: drainMs / 1000 });
    drain.start();
    const force = setTimeout(() => {
      logger.warn("shutdown took too long; exiting", { limitSeconds: (drainMs + hardLimitMs) / 1000 });
      exit(1);
    }, drainMs + hardLimitMs);
    force.unref();
    // Not unref'd: the process must live through the window even with nothing else to do.
    setTimeout(() => stopAccepting(), drainMs);
  };

  function stopAccepting(): void {
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, graceMs);
    // net.Server#close, not http.Server#close: the http version also drops idle keep-alive connections at
    // once, resetting a request the client has just sent on one. The callback runs when every connection ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearInterval(sweep);
      cleanUp().then(
        () => {
          logger.info("stopped");
          exit(0);
        },
        (err: unknown) => {
          logger.error("shutdown clean-up failed", describeError(err));
          exit(1);
        },
      );
    });
  }
}
