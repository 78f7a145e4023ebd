import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment", () => {
  it("has working defaults for development", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_SITE_URL).toBe("http://localhost:5000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RETENTION_SWEEP_SECONDS).toBe(3600);
  });
  it("takes the retention job's interval in whole seconds, a day at most", () => {
    expect(parseEnv({ RETENTION_SWEEP_SECONDS: "30" }).RETENTION_SWEEP_SECONDS).toBe(30);
    expect(() => parseEnv({ RETENTION_SWEEP_SECONDS: "0" })).toThrow(/RETENTION_SWEEP_SECONDS/);
    expect(() => parseEnv({ RETENTION_SWEEP_SECONDS: "86401" })).toThrow(/RETENTION_SWEEP_SECONDS/);
  });
  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).NODE_ENV).toBe("production");
  });
  it("requires the administrator name and password together", () => {
    expect(() => parseEnv({ ADMIN_USERNAME: "boss" })).toThrow(/set together/);
    expect(() => parseEnv({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short" })).toThrow(/at least 12/);
  });
  it("rejects a malformed port or URL with the variable's name", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
  it("drops a trailing slash from the public URL", () => {
    expect(parseEnv({ PUBLIC_SITE_URL: "https://example.com/" }).PUBLIC_SITE_URL).toBe("https://example.com");
  });
  it("takes the model settings only all together, with an http(s) URL", () => {
    expect(() => parseEnv({ LLM_API_URL: "https://api.example.com/v1" })).toThrow(/LLM_API_URL, LLM_API_KEY and LLM_MODEL must be set together/);
    expect(() => parseEnv({ LLM_API_URL: "ftp://x", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(/LLM_API_URL must be an http\(s\) URL/);
    expect(parseEnv({ LLM_API_URL: "https://api.example.com/v1", LLM_API_KEY: "k", LLM_MODEL: "m" }).LLM_MODEL).toBe("m");
  });
});
