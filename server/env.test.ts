import { describe, expect, it } from "vitest";
import { adminPasswordWarning, parseEnv, smsConfigOf } from "./env";

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
    expect(
      parseEnv({
        NODE_ENV: "production",
        SESSION_SECRET: "x".repeat(32),
        PUBLIC_SITE_URL: "http://127.0.0.1:5000",
        ADMIN_USERNAME: "kim-office",
      }).NODE_ENV,
    ).toBe("production");
  });
  describe("fails closed in production", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), ADMIN_USERNAME: "kim-office" };
    const deployed = {
      ...prod,
      PUBLIC_SITE_URL: "https://law.example.kr",
      ADMIN_USERNAME: "kim-office",
      TOTP_ENCRYPTION_KEY: "ab".repeat(32),
    };
    it("refuses a plain-http public URL unless it is loopback", () => {
      expect(() => parseEnv({ ...prod, PUBLIC_SITE_URL: "http://law.example.kr" })).toThrow(/PUBLIC_SITE_URL must be https in production/);
      expect(() => parseEnv({ ...prod, PUBLIC_SITE_URL: "http://192.168.0.10:5000" })).toThrow(/PUBLIC_SITE_URL must be https/);
      for (const url of ["http://localhost:5000", "http://127.0.0.1:5000", "http://[::1]:5000"])
        expect(parseEnv({ ...prod, PUBLIC_SITE_URL: url }).PUBLIC_SITE_URL).toBe(url);
      expect(parseEnv(deployed).PUBLIC_SITE_URL).toBe("https://law.example.kr");
    });
    it("on https requires a chosen administrator name and the TOTP encryption key", () => {
      expect(() => parseEnv({ ...deployed, ADMIN_USERNAME: "" })).toThrow(/ADMIN_USERNAME is required in production/);
      expect(() => parseEnv({ ...deployed, ADMIN_USERNAME: "Admin" })).toThrow(/well-known name/);
      expect(() => parseEnv({ ...deployed, TOTP_ENCRYPTION_KEY: "" })).toThrow(/TOTP_ENCRYPTION_KEY is required on an https site/);
      expect(() => parseEnv({ ...deployed, TOTP_ENCRYPTION_KEY: "short" })).toThrow(/TOTP_ENCRYPTION_KEY must be 32 bytes/);
    });
    it("on https refuses a common or breached ADMIN_PASSWORD, on a plain-http trial only warns", () => {
      for (const password of ["password1234", "qwertyuiop123", "kim-office2026!", "aaaaaaaaaaaa"]) {
        expect(() => parseEnv({ ...deployed, ADMIN_PASSWORD: password }), password).toThrow(
          /ADMIN_PASSWORD is a common or breached password/,
        );
        const trial = parseEnv({ ...prod, PUBLIC_SITE_URL: "http://127.0.0.1:5000", ADMIN_PASSWORD: password });
        expect(adminPasswordWarning(trial), password).toMatch(/ADMIN_PASSWORD is a common or breached password/);
        expect(adminPasswordWarning(parseEnv({ ADMIN_USERNAME: "kim-office", ADMIN_PASSWORD: password })), password).toBeDefined();
      }
      const chosen = parseEnv({ ...deployed, ADMIN_PASSWORD: "quiet-harbor-lantern-47" });
      expect(chosen.ADMIN_PASSWORD).toBe("quiet-harbor-lantern-47");
      expect(adminPasswordWarning(chosen)).toBeUndefined();
      // The refusal is one line under the variable's name.
      expect(() => parseEnv({ ...deployed, ADMIN_PASSWORD: "password1234" })).toThrow(/\n {2}- ADMIN_PASSWORD: [^\n]+$/);
    });
  });
  it("takes TRUST_PROXY as a hop count or addresses, never true", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => parseEnv({ TRUST_PROXY: "*" })).toThrow(/TRUST_PROXY/);
    for (const value of ["1", "loopback", "127.0.0.1", "10.0.0.0/8, 127.0.0.1", "::1"])
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });
  it("takes a password only with a name (a name alone gets a generated first password)", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "long-enough-password" })).toThrow(/ADMIN_PASSWORD needs ADMIN_USERNAME/);
    expect(parseEnv({ ADMIN_USERNAME: "boss" }).ADMIN_USERNAME).toBe("boss");
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
    expect(() => parseEnv({ LLM_API_URL: "https://api.example.com/v1" })).toThrow(
      /LLM_API_URL, LLM_API_KEY and LLM_MODEL must be set together/,
    );
    expect(() => parseEnv({ LLM_API_URL: "ftp://x", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(/LLM_API_URL must be an http\(s\) URL/);
    expect(parseEnv({ LLM_API_URL: "https://api.example.com/v1", LLM_API_KEY: "k", LLM_MODEL: "m" }).LLM_MODEL).toBe("m");
    expect(() => parseEnv({ LLM_API_URL: "http://llm.example.com/v1", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(
      /LLM_API_URL must be https/,
    );
    expect(parseEnv({ LLM_API_URL: "http://127.0.0.1:8080/v1", LLM_API_KEY: "k", LLM_MODEL: "m" }).LLM_API_URL).toBe(
      "http://127.0.0.1:8080/v1",
    );
  });
  it("takes the SMS provider only fully configured (fail closed), over https or to loopback", () => {
    const sms = { SMS_PROVIDER: "solapi", SMS_API_KEY: "key", SMS_API_SECRET: "secret", SMS_SENDER: "02-1234-5678" };
    expect(smsConfigOf(parseEnv({}))).toBeUndefined();
    expect(smsConfigOf(parseEnv(sms))).toEqual({
      provider: "solapi",
      url: "https://api.solapi.com",
      apiKey: "key",
      apiSecret: "secret",
      sender: "0212345678",
      timeoutMs: 10_000,
    });
    for (const missing of Object.keys(sms)) {
      const partial = { ...sms, [missing]: "" };
      expect(() => parseEnv(partial), missing).toThrow(/SMS_PROVIDER, SMS_API_KEY, SMS_API_SECRET and SMS_SENDER must be set together/);
    }
    // Alone, SMS_API_URL is the address for the provider saved in the back office.
    expect(smsConfigOf(parseEnv({ SMS_API_URL: "https://sms.example.com" }))).toBeUndefined();
    expect(() => parseEnv({ SMS_API_URL: "http://sms.example.com" })).toThrow(/SMS_API_URL must be https/);
    expect(() => parseEnv({ ...sms, SMS_PROVIDER: "twilio" })).toThrow(/SMS_PROVIDER must be solapi/);
    expect(() => parseEnv({ ...sms, SMS_SENDER: "abc" })).toThrow(/SMS_SENDER must be the registered sender number/);
    expect(() => parseEnv({ ...sms, SMS_API_URL: "http://sms.example.com" })).toThrow(/SMS_API_URL must be https/);
    expect(smsConfigOf(parseEnv({ ...sms, SMS_API_URL: "http://127.0.0.1:9000", SMS_TIMEOUT_MS: "500" }))).toMatchObject({
      url: "http://127.0.0.1:9000",
      timeoutMs: 500,
    });
  });
});
