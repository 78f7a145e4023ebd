// A deploy sends SIGTERM while visitors are reading or submitting. Steady traffic over keep-alive connections,
// then the signal: every request sent before it gets a complete answer (none is reset), readiness turns 503 at
// once, answers after it say `Connection: close`, and the process exits 0. And a burst of consultation requests,
// each on a new connection, 8 at a time, with the signal mid-burst: every request written before the signal is
// answered (the listener keeps accepting through the drain window) and every 201 is stored exactly once.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";
import { raiseIntakeBudgets } from "./fixtures/sign-in";

let server: ProductionServer;
beforeAll(async () => {
  server = await startProductionServer({ freshDatabase: true, quiet: true });
});
afterAll(async () => {
  await server.stop();
});

interface Outcome {
  path: string;
  sentAt: number;
  status?: number;
  bytes?: number;
  expected?: number;
  connection?: string;
  error?: string;
}

function get(agent: http.Agent, url: string, path: string): Promise<Outcome> {
  const outcome: Outcome = { path, sentAt: performance.now() };
  return new Promise((resolve) => {
    const req = http.get(url + path, { agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => {
        const length = res.headers["content-length"];
        resolve({
          ...outcome,
          status: res.statusCode,
          bytes,
          expected: length ? Number(length) : undefined,
          connection: res.headers.connection,
        });
      });
      res.on("error", (err) => resolve({ ...outcome, error: err.message }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ ...outcome, error: err.code ?? err.message }));
  });
}

describe("graceful shutdown", () => {
  it("answers every request sent before SIGTERM over keep-alive connections, and exits 0", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    // A connection of its own for the readiness probe, opened before the signal (as a load balancer keeps one).
    const probe = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const targets = [paths.home(), paths.board(), "/api/board-posts", "/api/health"];
    expect((await get(probe, server.url, "/api/ready")).status).toBe(200);
    const outcomes: Outcome[] = [];
    let stop = false;
    // Eight streams, each sending its next request as soon as the last is answered, on its kept-alive socket.
    const streams = Array.from({ length: 8 }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        const outcome = await get(agent, server.url, targets[(i + n) % targets.length]);
        outcomes.push(outcome);
        if (outcome.error) return;
      }
    });
    // Traffic under way first: at least 1.5 s and 150 answers (a loaded machine answers fewer in 1.5 s), at most 30 s.
    const started = performance.now();
    while (performance.now() - started < 30_000 && (performance.now() - started < 1500 || outcomes.length < 150)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const signalAt = performance.now();
    server.signal("SIGTERM");
    // Readiness, asked on a connection that is already open, turns 503 at once.
    const readiness: Outcome[] = [];
    for (let i = 0; i < 20; i++) {
      const ready = await get(probe, server.url, "/api/ready");
      readiness.push(ready);
      if (ready.status === 503 || ready.error) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(streams);
    const exit = await server.exited;
    agent.destroy();
    probe.destroy();

    const before = outcomes.filter((o) => o.sentAt < signalAt);
    const after = outcomes.filter((o) => o.sentAt >= signalAt);
    console.log(
      `shutdown: ${before.length} requests before SIGTERM, ${after.length} after (${after.filter((o) => o.error).length} refused once the listener closed)`,
    );
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((o) => o.error || o.status !== 200)).toEqual([]);
    expect(before.filter((o) => o.expected !== undefined && o.bytes !== o.expected)).toEqual([]);
    // After the signal: answered completely (from the moment the server sees it, with Connection: close), or
    // refused by the closed listener; never cut off mid-answer.
    for (const o of after) {
      if (o.error) expect(["ECONNREFUSED", "ECONNRESET", "socket hang up", "EPIPE"]).toContain(o.error);
      else expect(o.expected === undefined || o.bytes === o.expected).toBe(true);
    }
    expect(readiness.at(-1)).toMatchObject({ status: 503, connection: "close" });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/shutdown took too long/);
  }, 30_000);
});

interface Submission {
  name: string;
  /** When the request's last byte was handed to the socket (undefined: never written). */
  writtenAt?: number;
  status?: number;
  error?: string;
}

/** One consultation request on a connection of its own (no keep-alive), from its own address. */
function submit(url: string, i: number): Promise<Submission> {
  const name = `종료시험${i}`;
  const body = JSON.stringify({
    requestId: randomUUID(),
    name,
    phone: "010-5555-0000",
    caseType: "other",
    currentStatus: "suspect",
    urgency: "normal",
    content: `종료 시험 상담 ${i}번`,
    privacyAgreed: true,
    sensitiveAgreed: true,
    ageConfirmed: true,
  });
  const outcome: Submission = { name };
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/consultations`, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
        Origin: url,
        "X-Forwarded-For": `10.77.${i >> 8}.${i & 255}`,
      },
    });
    req.on("finish", () => (outcome.writtenAt = performance.now()));
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ ...outcome, status: res.statusCode }));
      res.on("error", (err) => resolve({ ...outcome, error: err.message }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ ...outcome, error: err.code ?? err.message }));
    req.end(body);
  });
}

describe("graceful shutdown under a burst of new connections", () => {
  it("answers every request written before SIGTERM (no reset) and stores every 201 exactly once", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "shutdown-burst-"));
    const env = { TRUST_PROXY: "loopback", SHUTDOWN_DRAIN_MS: "1500" };
    let burst: ProductionServer | undefined;
    let again: ProductionServer | undefined;
    try {
      burst = await startProductionServer({ dataDir, freshDatabase: true, quiet: true, env });
      // A burst of new requests: more than the site-wide ceiling lets through in 10 minutes by default.
      await raiseIntakeBudgets(burst.url, burst.admin);
      const outcomes: Submission[] = [];
      let next = 0;
      let stop = false;
      // Eight at a time, each on a new connection, until told to stop or the server refuses connections.
      const lanes = Array.from({ length: 8 }, async () => {
        while (!stop) {
          const outcome = await submit(burst!.url, next++);
          outcomes.push(outcome);
          if (outcome.error === "ECONNREFUSED") return;
        }
      });
      const started = performance.now();
      while (performance.now() - started < 20_000 && (performance.now() - started < 1000 || outcomes.length < 80))
        await new Promise((r) => setTimeout(r, 20));
      const signalAt = performance.now();
      burst.signal("SIGTERM");
      // The burst goes on past the drain window, into the closed listener (bounded: lanes stop at a refusal).
      await new Promise((r) => setTimeout(r, 2500));
      stop = true;
      await Promise.all(lanes);
      const exit = await burst.exited;

      const before = outcomes.filter((o) => o.writtenAt !== undefined && o.writtenAt < signalAt);
      const created = outcomes.filter((o) => o.status === 201);
      console.log(
        `shutdown burst: ${outcomes.length} requests, ${before.length} written before SIGTERM, ${created.length} stored (201), errors after: ${
          outcomes
            .filter((o) => o.error)
            .map((o) => o.error)
            .join(", ") || "none"
        }`,
      );
      expect(before.length).toBeGreaterThan(50);
      expect(before.filter((o) => o.error || o.status !== 201)).toEqual([]);
      expect(exit).toEqual({ code: 0, signal: null });

      // Exactly once: the back office of a new server on the same data counts one row per 201, no more.
      again = await startProductionServer({ dataDir, freshDatabase: true, quiet: true, adminPassword: burst.admin.password });
      const login = await fetch(`${again.url}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: again.url },
        body: JSON.stringify(again.admin),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const list = await (
        await fetch(`${again.url}/api/consultations/search`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie, Origin: again.url },
          body: JSON.stringify({ search: "종료시험" }),
        })
      ).json();
      expect(list.counts.all).toBe(created.length);
    } finally {
      await again?.stop({ keepData: true });
      await burst?.stop({ keepData: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
