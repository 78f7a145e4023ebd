// The deadline calculator's server-rendered page: the plain GET form that works without JavaScript, a result page
// (noindex, canonical to the tool) with the working, the article and the review line, the page under review with
// the office phone, the sitemap and WebApplication JSON-LD, the advertising rules on every visible word, and the
// privacy promise: no input reaches the database or the log.
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAdvertising } from "@shared/content/advertising-rules";
import { DEADLINE_KINDS, DEADLINE_RULES } from "@shared/tools/deadline-rules";
import { LIMITATION_CAVEAT, LIMITATION_EXCEPTIONS } from "@shared/tools/limitation";
import { captureLogs } from "../../tests/helpers/logs";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => t?.close());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<\/(?:p|li|h\d|div|section|option|label|ul|ol)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
const PATH = "/tools/criminal-deadline";

describe(PATH, () => {
  it("renders the empty tool: a GET form with kind and start, indexable, canonical, WebApplication JSON-LD", async () => {
    const res = await request(t.app).get(PATH).expect(200);
    const form = /<form[^>]*>/.exec(res.text)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/tools/criminal-deadline"');
    expect(res.text).toMatch(/<select[^>]*name="kind"/);
    expect(res.text).toMatch(/<input[^>]*name="start"[^>]*type="date"|<input[^>]*type="date"[^>]*name="start"/);
    for (const kind of DEADLINE_KINDS) expect(res.text).toContain(`value="${kind}"`);
    expect(res.text).not.toContain("noindex");
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:5000${PATH}"`);
    expect(res.text).toContain('"@type":"WebApplication"');
    expect(text(res.text)).toContain("법령 기준일 2026년 11월 27일. 결과에는 기한마다 근거 조문과 검토 상태");
  });

  it("answers a result in the page without JavaScript: the date, the working, the article, the review line; noindex and canonical to the tool", async () => {
    const res = await request(t.app).get(`${PATH}?kind=appeal&start=2026-12-18`).expect(200);
    const body = text(res.text);
    expect(body).toContain("2026년 12월 28일(월)까지");
    expect(body).toContain("2026년 12월 19일(토)부터 셉니다");
    expect(body).toContain("2026년 12월 25일(금)은 기독탄신일이라 기간에 넣지 않습니다");
    expect(body).toContain("2026년 12월 26일(토)은 토요일이라");
    expect(body).toContain("근거: 형사소송법 제358조 · 법령 기준일 2026년 11월 27일 · 법령 원문 대조 2026년 11월 27일");
    expect(res.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:5000${PATH}"`);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("shows a rule under review as 현재 법령 확인 중 with the office phone and the guides' protective date", async () => {
    const body = text((await request(t.app).get(`${PATH}?kind=ruling_request&start=2026-12-15`).expect(200)).text);
    expect(body).toContain("현재 법령 확인 중");
    expect(body).toContain("010-0000-0000");
    expect(body).toContain("안전하게 내려면: 2026년 12월 25일(금)까지");
    expect(body).toContain("통지를 받은 날부터 10일 안에");
    const quasi = text((await request(t.app).get(`${PATH}?kind=immediate_appeal&start=2026-12-15`).expect(200)).text);
    expect(quasi).toContain("현재 법령 확인 중");
    expect(quasi).not.toContain("까지 ");
  });

  it("answers a bad date with a Korean message in the page", async () => {
    const body = text((await request(t.app).get(`${PATH}?kind=appeal&start=2026-02-30`).expect(200)).text);
    expect(body).toContain("계산할 수 없습니다");
    expect(body).toContain("YYYY-MM-DD 형식의 실제 날짜");
  });

  it("is in the sitemap, the result pages are not", async () => {
    const sitemap = (await request(t.app).get("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>http://localhost:5000${PATH}</loc>`);
    expect(sitemap).not.toContain("kind=");
  });
});

describe("/tools/drunk-driving", () => {
  const DD = "/tools/drunk-driving";
  it("renders the empty GET form, indexable, with WebApplication JSON-LD and a sitemap entry", async () => {
    const res = await request(t.app).get(DD).expect(200);
    const form = /<form[^>]*>/.exec(res.text)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(res.text).toMatch(/name="bac"/);
    expect(res.text).not.toContain("noindex");
    expect(res.text).toContain('"@type":"WebApplication"');
    expect((await request(t.app).get("/sitemap.xml")).text).toContain(`<loc>http://localhost:5000${DD}</loc>`);
    expect(text(res.text)).toContain("법령 기준일 2026년 11월 27일 · 도로교통법과 특정범죄 가중처벌 등에 관한 법률의 원문과 대조했습니다.");
  });

  it("answers the statutory range without JavaScript; a result is noindex", async () => {
    const res = await request(t.app).get(`${DD}?bac=0.085&accident=none&vehicle=car`).expect(200);
    const body = text(res.text);
    expect(body).toContain("법정형: 1년 이상 2년 이하의 징역이나 500만 원 이상 1,000만 원 이하의 벌금 (도로교통법 제148조의2 제3항 제2호)");
    expect(body).toContain("운전면허: 취소");
    expect(body).toContain("법령 기준일 2026년 11월 27일");
    expect(res.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const offRoad = text((await request(t.app).get(`${DD}?bac=0.1&offRoad=on`)).text);
    expect(offRoad).toContain("2018두42771");
    expect(offRoad).not.toContain("운전면허:");
    expect(text((await request(t.app).get(`${DD}?bac=abc`)).text)).toContain("0부터 1 사이의 퍼센트 값");
    expect(text((await request(t.app).get(`${DD}?bac=&refusal=on`)).text)).toContain("도로교통법 제148조의2 제2항");
  });

  it("has no advertising-rule finding in its texts", async () => {
    for (const path of [DD, `${DD}?bac=0.25&accident=injury`, `${DD}?bac=0.1&vehicle=pm`]) {
      expect(checkAdvertising(text((await request(t.app).get(path)).text)), path).toEqual([]);
    }
  });
});

describe("links to the calculator", () => {
  it("from the header menu, and from a guide that names a deadline it computes (not from one that names none)", async () => {
    const posts = (await request(t.app).get("/api/board-posts?limit=50")).body as Array<{ slug: string; category: string }>;
    const find = (slug: string) => posts.find((p) => p.slug === slug)!;
    const summary = find("summary-indictment-acquittal-response-guide");
    const html = (await request(t.app).get(`/board/${summary.category}/${summary.slug}`).expect(200)).text;
    expect(html).toMatch(/<nav aria-label="주 메뉴"[\s\S]*?href="\/tools\/criminal-deadline"/);
    expect(text(html)).toContain("이 글에 나온 기한을 날짜로 확인하려면");
    expect(html).toMatch(/<aside aria-label="기한 계산"[\s\S]*?href="\/tools\/criminal-deadline"/);
    const drunk = find("drunk-driving-penalties-comprehensive-guide");
    expect((await request(t.app).get(`/board/${drunk.category}/${drunk.slug}`).expect(200)).text).toMatch(
      /<aside aria-label="법정형 조회">[\s\S]*?href="\/tools\/drunk-driving"/,
    );
    const other = find("sexual-harassment-crime-definition-response-guide");
    expect((await request(t.app).get(`/board/${other.category}/${other.slug}`).expect(200)).text).not.toContain('aria-label="기한 계산"');
  });
});

describe("the tools' texts and the advertising rules", () => {
  it("has no advertising-rule finding in any rule, note, caveat or page text", async () => {
    const texts = [
      ...DEADLINE_KINDS.flatMap((k) => [
        DEADLINE_RULES[k].label,
        DEADLINE_RULES[k].startLabel,
        DEADLINE_RULES[k].protective ?? "",
        ...DEADLINE_RULES[k].notes,
      ]),
      LIMITATION_CAVEAT,
      ...LIMITATION_EXCEPTIONS,
      text((await request(t.app).get(PATH)).text),
      text((await request(t.app).get(`${PATH}?kind=appeal&start=2026-12-18`)).text),
      text((await request(t.app).get(`${PATH}?kind=prosecution_appeal&start=2026-12-15`)).text),
    ];
    for (const value of texts) expect(checkAdvertising(value), value.slice(0, 80)).toEqual([]);
  });
});

describe("privacy: the tools' inputs are never stored or logged", () => {
  const MARK = "2026-10-13"; // a date used nowhere else in this file or the seed
  const BAC_MARK = 0.0731; // likewise
  it("leaves no trace of an input in any table or log line", async () => {
    const logs = await captureLogs(async () => {
      await request(t.app).post("/api/tools/deadline").send({ kind: "appeal", startDate: MARK }).expect(200);
      await request(t.app).post("/api/tools/deadline").send({ kind: "ruling_request", startDate: MARK }).expect(409);
      await request(t.app)
        .post("/api/tools/deadline")
        .send({ kind: "appeal", startDate: `${MARK}x` })
        .expect(400);
      await request(t.app)
        .post("/api/tools/limitation")
        .send({ offenseEndDate: MARK, maxPenalty: { kind: "fine" } })
        .expect(200);
      await request(t.app).get(`${PATH}?kind=appeal&start=${MARK}`).expect(200);
      await request(t.app).post("/api/tools/drunk-driving").send({ bac: BAC_MARK }).expect(200);
      await request(t.app).get(`/tools/drunk-driving?bac=${BAC_MARK}`).expect(200);
    });
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(MARK);
    expect(JSON.stringify(logs)).not.toContain(String(BAC_MARK));
    // Every text-like column of every table, as text.
    const tables = (
      await t.database.db.execute(
        sql.raw("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'"),
      )
    ).rows as Array<{ table_name: string }>;
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const [row] = (await t.database.db.execute(sql.raw(`select coalesce(string_agg(x::text, ' '), '') as dump from "${table_name}" x`)))
        .rows as Array<{ dump: string }>;
      expect(row.dump, table_name).not.toContain(MARK);
      expect(row.dump, table_name).not.toContain(String(BAC_MARK));
    }
  });
});
