import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { recordHeaders, securityHeaders } from "./security-headers";

const policy = (analytics: boolean) => String(recordHeaders(securityHeaders(parseEnv({ PUBLIC_SITE_URL: "https://law.example.kr" }), false, { analytics })).get("Content-Security-Policy"));

describe("Content-Security-Policy and analytics", () => {
  it("names no analytics host in a build without an analytics id", () => {
    expect(policy(false)).not.toMatch(/google/);
    expect(policy(false)).toMatch(/script-src 'self';/);
    expect(policy(false)).toMatch(/connect-src 'self';/);
  });
  it("names GA's hosts only in a build with one", () => {
    expect(policy(true)).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(policy(true)).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });
});
