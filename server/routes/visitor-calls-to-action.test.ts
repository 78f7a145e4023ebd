// The ways to call or ask are in the server's HTML of every public page (no script needed): the phone's call bar,
// and in a guide one call/consult box inside the body; the body read back from the page is the body alone.
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { telHref } from "@shared/office/site-facts";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

const bar = (html: string) => /<nav aria-label="빠른 연락" class="mobile-action-bar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0];

describe("calls to action in the server's HTML", () => {
  it("puts the call bar with 전화 and 상담 신청 on every kind of public page", async () => {
    for (const path of [paths.home(), paths.contact(), paths.board(), paths.about()]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      const nav = bar(res.text);
      expect(nav, path).toBeDefined();
      expect(nav).toContain(`href="${telHref(SAMPLE_SITE_SETTINGS.phone)}"`);
      expect(nav).toContain(`href="${paths.contact()}"`);
      expect(nav).toContain("md:hidden");
    }
  });

  it("shows one inline call/consult box inside a guide's body, between its parts, after the second section", async () => {
    const rows = await t.database.db.execute(sql`select p.slug, c.slug as category from posts p join categories c on c.id = p.category_id
      where p.status = 'published' and p.deleted_at is null and p.content like '%\n## %\n## %\n## %' order by p.id limit 1`);
    const post = (rows.rows as { slug: string; category: string }[])[0];
    const res = await request(t.app).get(paths.article({ category: post.category, slug: post.slug }));
    expect(res.status).toBe(200);
    const asides = res.text.match(/<aside aria-label="상담 안내"[\s\S]*?<\/aside>/g) ?? [];
    expect(asides).toHaveLength(1);
    expect(asides[0]).toContain("tel:");
    expect(asides[0]).toContain(`href="${paths.contact()}"`);
    const parts = [...res.text.matchAll(/<div data-body-part="">/g)];
    expect(parts).toHaveLength(2);
    // Two H2s come before the box, and the third starts the second part.
    const before = res.text.slice(res.text.indexOf('data-body=""'), res.text.indexOf('<aside aria-label="상담 안내"'));
    expect(before.match(/<h2[\s>]/g)).toHaveLength(2);
    // Tables are named after their heading, not all "표".
    expect(res.text).not.toMatch(/role="region" aria-label="표"/);
  });
});
