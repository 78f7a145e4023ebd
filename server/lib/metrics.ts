// Prometheus metrics (prom-client), one registry per app. What is counted: every request by route pattern,
// method and status, with its latency; database query time; the mail queue (depth, failed sends); consultation
// requests created; and, in the served process, the runtime's own figures (event-loop delay, memory, GC) and the
// collections run when the server went quiet.
// Exposed only on METRICS_PORT (server/index.ts), never on the site's own port.
import http from "node:http";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { matchPage } from "@shared/pages/page-map";
import { logger } from "./logger";

export interface Metrics {
  registry: Registry;
  /** Mount first: times each request and counts it under its route pattern when it finishes. */
  requests: RequestHandler;
  /** A database query took `seconds`. */
  observeQuery(seconds: number): void;
  consultationCreated(): void;
  mailFailed(): void;
  /** How many office e-mails are waiting, read when the metrics are scraped. */
  mailQueueDepth(read: () => Promise<number>): void;
  /** How many idle collections have run (server/lib/idle-collector.ts), read when the metrics are scraped. */
  idleCollections(read: () => number): void;
  /** Adds the runtime's figures (event-loop delay, memory, GC): once per process, for the served app. */
  collectRuntime(): void;
}

/** The route a request matched, as a pattern with bounded variety (never the raw path with its ids). */
export function routeLabel(request: { baseUrl: string; route?: { path?: unknown }; path: string; method: string }): string {
  if (typeof request.route?.path === "string" && request.route.path !== "/{*splat}") return `${request.baseUrl}${request.route.path}`;
  if (request.path.startsWith("/api/")) return "/api (unmatched)";
  if (/^\/(assets|attached_assets|uploads)\//.test(request.path)) return `/${request.path.split("/")[1]}/:file`;
  const page = matchPage(request.path);
  return page ? `page:${page.page.name}` : "page:not-found";
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requestsTotal = new Counter({
    name: "http_requests_total",
    help: "Requests answered",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const querySeconds = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of a database query",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const consultations = new Counter({ name: "consultations_created_total", help: "Consultation requests stored", registers: [registry] });
  const mailFailures = new Counter({
    name: "mail_send_failures_total",
    help: "Office notifications that failed to send (retried later)",
    registers: [registry],
  });
  let readDepth: (() => Promise<number>) | undefined;
  new Gauge({
    name: "mail_queue_depth",
    help: "Office notifications not yet sent",
    registers: [registry],
    async collect() {
      if (readDepth) this.set(await readDepth());
    },
  });
  let readCollections: (() => number) | undefined;
  new Counter({
    name: "idle_collections_total",
    help: "Full garbage collections run when the server went quiet after a burst of requests",
    registers: [registry],
    collect() {
      if (!readCollections) return;
      this.reset();
      this.inc(readCollections());
    },
  });
  let runtime = false;
  return {
    registry,
    requests: (req, res, next) => {
      const end = requestSeconds.startTimer();
      res.on("finish", () => {
        const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
        end(labels);
        requestsTotal.inc(labels);
      });
      next();
    },
    observeQuery: (seconds) => querySeconds.observe(seconds),
    consultationCreated: () => consultations.inc(),
    mailFailed: () => mailFailures.inc(),
    mailQueueDepth: (read) => {
      readDepth = read;
    },
    idleCollections: (read) => {
      readCollections = read;
    },
    collectRuntime: () => {
      if (runtime) return;
      runtime = true;
      collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    },
  };
}

/** For a process that serves no metrics: every hook does nothing, so requests pay nothing for them. */
export const noMetrics: Omit<Metrics, "registry" | "collectRuntime"> = {
  requests: (_req, _res, next) => next(),
  observeQuery: () => undefined,
  consultationCreated: () => undefined,
  mailFailed: () => undefined,
  mailQueueDepth: () => undefined,
  idleCollections: () => undefined,
};

/** GET /metrics on its own port (and nothing else there); the runtime's figures are added once it serves. */
export function serveMetrics(metrics: Metrics, port: number, host: string): http.Server {
  metrics.collectRuntime();
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, host, () => logger.info("metrics listening", { url: `http://${host}:${port}/metrics` }));
  return server;
}
