// Everything a visitor reads is lawyer advertising. The advertising-rule checker runs over the content files,
// the profile and office texts, and the server-rendered HTML of every public page; any finding fails unless
// it is listed below with the reason it is allowed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAdvertising, type AdWarning } from "@shared/content/advertising-rules";
import { SAMPLE_PROFILE } from "@shared/office/attorney-profile";
import { SAMPLE_HOME_TEXTS } from "@shared/office/practice-profile";
import { SAMPLE_SITE_SETTINGS as SITE } from "@shared/office/site-settings";
import { SAMPLE_TESTIMONIALS } from "@shared/office/testimonials";
import { contentSeeder } from "../server/services/content-seed.service";
import { siteSettingsSeeder } from "../server/services/site-settings-seed.service";
import { createTestApp, type TestApp } from "./helpers/test-app";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Findings allowed on purpose: "file or page: the matched words" → why. */
const ALLOWED: Record<string, string> = {};

const check = (text: string) => checkAdvertising(text, { registeredSpecialties: SITE.registeredSpecialties });
const report = (where: string, warnings: AdWarning[]) =>
  warnings.filter((w) => !ALLOWED[`${where}: ${w.match}`]).map((w) => `${where}: [${w.rule}] ${w.match} — ${w.sentence.slice(0, 120)}`);

/** The words of a rendered page a visitor or a search result shows: title, description and body text. */
function visibleText(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div|\/blockquote)[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  return `${title}\n${description}\n${body}`;
}

describe("advertising rules", () => {
  it("hold in every content file", () => {
    const files = ["articles", "interviews"].flatMap((dir) =>
      readdirSync(path.join(ROOT, "content", dir)).map((f) => `content/${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => report(f, check(readFileSync(path.join(ROOT, f), "utf8"))))).toEqual([]);
  });

  it("hold in the sample office facts, profile, home texts and testimonials a new install starts with", () => {
    const texts = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(texts)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(texts)
            : [];
    expect(report("shared/office/site-settings.ts", check(texts(SITE).join("\n")))).toEqual([]);
    expect(report("shared/office/attorney-profile.ts", check(texts(SAMPLE_PROFILE).join("\n")))).toEqual([]);
    expect(report("shared/office/practice-profile.ts", check(texts(SAMPLE_HOME_TEXTS).join("\n")))).toEqual([]);
    expect(report("shared/office/testimonials.ts", check(texts(SAMPLE_TESTIMONIALS).join("\n")))).toEqual([]);
  });

  describe("on every public page as served", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seeders: [contentSeeder, siteSettingsSeeder] });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("hold in the server-rendered HTML of every page of every kind", async () => {
      // Every public page of every kind: the sitemap lists exactly those (server/routes/page-map-walk.test.ts).
      const sitemap = (await request(t.app).get("/sitemap.xml")).text;
      const addresses = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]).slice(t.env.PUBLIC_SITE_URL.length));
      expect(addresses.length).toBeGreaterThan(20);
      const findings: string[] = [];
      for (const address of addresses) {
        const res = await request(t.app).get(encodeURI(address)).set("Accept", "text/html");
        expect(res.status, address).toBe(200);
        findings.push(...report(address, check(visibleText(res.text))));
      }
      expect(findings).toEqual([]);
    });
  });
});
