import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { loadSessionSecret } from "./session";

const root = mkdtempSync(path.join(tmpdir(), "session-secret-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("session secret", () => {
  it("uses SESSION_SECRET when set", () => {
    const secret = "s".repeat(40);
    expect(loadSessionSecret({ SESSION_SECRET: secret, NODE_ENV: "production", DATA_DIR: path.join(root, "unused") })).toBe(secret);
  });

  it("otherwise generates one under DATA_DIR (folder created, mode 0600) and keeps it across restarts", () => {
    const dataDir = path.join(root, "nested", "data");
    const first = loadSessionSecret({ NODE_ENV: "development", DATA_DIR: dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret({ NODE_ENV: "test", DATA_DIR: dataDir })).toBe(first);
  });

  it("refuses a damaged secret file instead of signing with it", () => {
    const dataDir = path.join(root, "damaged");
    loadSessionSecret({ NODE_ENV: "development", DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, "session-secret"), "short");
    expect(() => loadSessionSecret({ NODE_ENV: "development", DATA_DIR: dataDir })).toThrow(/delete it/);
  });

  it("never generates one in production", () => {
    expect(() => loadSessionSecret({ NODE_ENV: "production", DATA_DIR: path.join(root, "prod") })).toThrow(/SESSION_SECRET/);
  });
});

describe("session settings", () => {
  it("default to 30 idle minutes and 8 hours at most, and accept numbers from the environment", () => {
    expect(parseEnv({})).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 8 });
    expect(parseEnv({ SESSION_IDLE_MINUTES: "15", SESSION_MAX_HOURS: "12" })).toMatchObject({
      SESSION_IDLE_MINUTES: 15,
      SESSION_MAX_HOURS: 12,
    });
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => parseEnv({ SESSION_MAX_HOURS: "soon" })).toThrow(/SESSION_MAX_HOURS/);
  });
});
