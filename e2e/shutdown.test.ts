// A deploy sends SIGTERM while visitors are reading. Steady traffic over keep-alive connections, then the
// signal: every request sent before it gets a complete answer (none is reset), readiness turns 503 at once,
// answers after it say `Connection: close`, and the process exits 0.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/page-map";
import { startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";

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
        resolve({ ...outcome, status: res.statusCode, bytes, expected: length ? Number(length) : undefined, connection: res.headers.connection });
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
    console.log(`shutdown: ${before.length} requests before SIGTERM, ${after.length} after (${after.filter((o) => o.error).length} refused once the listener closed)`);
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
