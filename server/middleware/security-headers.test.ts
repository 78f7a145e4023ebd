import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { recordHeaders, securityHeaders } from "./security-headers";

const policy = (analytics: boolean) =>
  String(
    recordHeaders(securityHeaders(parseEnv({ PUBLIC_SITE_URL: "https://law.example.kr" }), false, { analytics })).get(
      "Content-Security-Policy",
    ),
  );

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

describe("Content-Security-Policy of private paths", () => {
  it("never names GA's hosts on /auth or /admin, even in a build with analytics", async () => {
    const express = (await import("express")).default;
    const request = (await import("supertest")).default;
    const app = express()
      .use(securityHeaders(parseEnv({ PUBLIC_SITE_URL: "https://law.example.kr" }), false, { analytics: true }))
      .get("/{*splat}", (_req, res) => void res.send("ok"));
    for (const path of ["/admin", "/admin?tab=consultations", "/auth"]) {
      const csp = (await request(app).get(path)).headers["content-security-policy"];
      expect(csp, path).toMatch(/script-src 'self';/);
      expect(csp, path).not.toMatch(/google/);
    }
    expect((await request(app).get("/board")).headers["content-security-policy"]).toMatch(/googletagmanager/);
  });
});
