// `npm start` is how people run the production server, and every script and browser test starts the build the
// same way (scripts/lib/prod-server.mjs reads the start script). Its memory settings are part of it: fewer
// allocator arenas and half V8's default young generation (docs/performance.md, the archive at 1,000 guides).
import { describe, expect, it } from "vitest";
import { npmStartCommand } from "../scripts/lib/prod-server.mjs";

describe("npm start", () => {
  it("runs the bundled server in production with the memory settings", () => {
    expect(npmStartCommand()).toEqual({
      env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2" },
      flags: ["--max-semi-space-size=8"],
      entry: "dist/server/index.js",
    });
  });
});
