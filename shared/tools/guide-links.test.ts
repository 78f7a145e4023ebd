import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deadlinesNamedIn } from "./guide-links";

const ARTICLES = path.resolve(import.meta.dirname, "../../content/articles");

describe("deadlinesNamedIn", () => {
  it("finds the deadlines a text names", () => {
    expect(deadlinesNamedIn("약식명령을 받은 뒤 7일 안에 정식재판 청구를 해야 합니다")).toEqual(["summary_order_trial"]);
    expect(deadlinesNamedIn("통지를 받은 날부터 10일 안에 서면으로 내는 것이 안전합니다")).toEqual(["ruling_request"]);
    expect(deadlinesNamedIn("판결에 불복하면 항소장을 7일 안에 냅니다")).toEqual(["appeal"]);
    expect(deadlinesNamedIn("성희롱의 뜻과 대응")).toEqual([]);
  });

  it("links the guides that state a deadline the calculator computes", () => {
    const named = Object.fromEntries(readdirSync(ARTICLES).map((f) => [f, deadlinesNamedIn(readFileSync(path.join(ARTICLES, f), "utf8"))]));
    expect(named["summary-indictment-acquittal-response-guide.md"]).toContain("summary_order_trial");
    expect(named["non-prosecution-response-guide-accused-complainant-case-examples.md"]).toContain("ruling_request");
    expect(named["suspended-indictment-guide-criminal-defense-lawyer.md"]).toContain("ruling_request");
  });
});
