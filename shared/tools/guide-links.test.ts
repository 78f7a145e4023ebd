import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namesDeadline } from "./guide-links";

const ARTICLES = path.resolve(import.meta.dirname, "../../content/articles");

describe("namesDeadline", () => {
  it("finds a deadline the calculator computes", () => {
    expect(namesDeadline("약식명령을 받은 뒤 7일 안에 정식재판 청구를 해야 합니다")).toBe(true);
    expect(namesDeadline("통지를 받은 날부터 10일 안에 서면으로 내는 것이 안전합니다")).toBe(true);
    expect(namesDeadline("판결에 불복하면 항소장을 7일 안에 냅니다")).toBe(true);
    expect(namesDeadline("성희롱의 뜻과 대응")).toBe(false);
  });

  it("links the guides that state such a deadline", () => {
    const named = (f: string) => namesDeadline(readFileSync(path.join(ARTICLES, f), "utf8"));
    expect(readdirSync(ARTICLES).length).toBeGreaterThan(5);
    expect(named("summary-indictment-acquittal-response-guide.md")).toBe(true);
    expect(named("non-prosecution-response-guide-accused-complainant-case-examples.md")).toBe(true);
    expect(named("suspended-indictment-guide-criminal-defense-lawyer.md")).toBe(true);
    expect(named("sexual-harassment-crime-definition-response-guide.md")).toBe(false);
  });

  it("links every guide that states a period the calculator counts (7, 10 or 20 days, or the 6-month complaint period)", () => {
    const stated = /(?:7|10|20)일\s?(?:안에|이내)|6개월 안에 고소/;
    const guides = readdirSync(ARTICLES).filter((f) => f.endsWith(".md"));
    const stating = guides.filter((f) => stated.test(readFileSync(path.join(ARTICLES, f), "utf8")));
    expect(stating.length).toBeGreaterThan(5);
    for (const f of stating) expect(namesDeadline(readFileSync(path.join(ARTICLES, f), "utf8")), f).toBe(true);
  });
});
