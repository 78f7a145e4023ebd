// The JSON-LD each kind of page carries in its server HTML: honest defaults and no self-awarded rating.
// (Its serialisation is tested in client/src/lib/head.test.ts.)
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSeeder } from "../services/content-seed.service";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

const jsonLdOf = async (path: string) => {
  const html = (await request(t.app).get(path)).text;
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
};
const types = (items: Array<Record<string, unknown>>) => items.map((i) => i["@type"]);

describe("structured data by page", () => {
  it("home: LegalService with the attorney as provider and a WebSite search, and no rating or review", async () => {
    const items = await jsonLdOf("/");
    expect(types(items)).toEqual(["LegalService", "WebSite"]);
    const service = items[0];
    expect(service.provider).toMatchObject({ "@type": "Person", memberOf: { "@type": "Organization" } });
    expect(service.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      availableLanguage: ["한국어", "English"],
      telephone: "010-0000-0000",
    });
    expect(JSON.stringify(items)).not.toMatch(/aggregateRating|"Review"|ratingValue/i);
  });

  it("about: a ProfilePage whose main entity is the attorney", async () => {
    const items = await jsonLdOf("/about");
    expect(types(items)).toEqual(["ProfilePage", "BreadcrumbList"]);
    expect(items[0].mainEntity).toMatchObject({ "@type": "Person", url: "http://localhost:5000/about" });
  });

  it("board: a CollectionPage listing every article shown, in order", async () => {
    const posts = (await request(t.app).get("/api/board-posts")).body as Array<{ title: string; category: string }>;
    const [collection] = await jsonLdOf("/board");
    expect(collection["@type"]).toBe("CollectionPage");
    const list = collection.mainEntity as {
      numberOfItems: number;
      itemListElement: Array<{ position: number; name: string; url: string }>;
    };
    expect(list.numberOfItems).toBe(posts.length);
    expect(list.itemListElement.map((i) => i.name)).toEqual(posts.map((p) => p.title));
    expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(/^http:\/\/localhost:5000\/board\//) });
    const [fraud] = await jsonLdOf("/board/fraud");
    expect((fraud.mainEntity as { numberOfItems: number }).numberOfItems).toBe(posts.filter((p) => p.category === "fraud").length);
  });

  it("contact: a ContactPage about the practice", async () => {
    const items = await jsonLdOf("/contact");
    expect(types(items)).toEqual(["ContactPage", "LegalService", "BreadcrumbList"]);
    expect(items[0].about).toEqual({ "@id": "http://localhost:5000/#legalservice" });
  });
});
