// With METRICS_PORT set, the production server serves Prometheus metrics on that port only (loopback by
// default), including the runtime's event-loop delay; the site's own port has no /metrics. Once the server has
// been quiet five seconds after its start-up's requests, it collects its garbage to give memory back, and
// counts it. The server is started with `npm start`'s settings (package.json), read back from the process.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";

let server: ProductionServer;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  server = await startProductionServer({ freshDatabase: true, quiet: true, env: { METRICS_PORT: String(metricsPort) } });
});
afterAll(async () => {
  await server.stop();
});

describe("metrics", () => {
  it("are served on METRICS_PORT and nowhere else", async () => {
    await fetch(`${server.url}/`);
    await fetch(`${server.url}/api/board-posts`);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page:home",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/board-posts",status="200"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^db_query_duration_seconds_count \d+$/m);
    expect(text).toMatch(/^mail_queue_depth 0$/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it("come from a server started as `npm start` starts it, with its memory settings", () => {
    expect(readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0")).toContain("--max-semi-space-size=8");
    expect(readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0")).toEqual(
      expect.arrayContaining(["NODE_ENV=production", "MALLOC_ARENA_MAX=2"]),
    );
  });

  it("count the collection run once the server has been quiet five seconds after its requests", async () => {
    await fetch(`${server.url}/`);
    const count = async () =>
      Number(/^idle_collections_total (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text())?.[1]);
    const deadline = Date.now() + 15_000;
    let collections = await count();
    while (collections < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      collections = await count();
    }
    expect(collections).toBeGreaterThanOrEqual(1);
  });
});
