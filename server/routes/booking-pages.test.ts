// The public booking pages as the server sends them (what curl and a crawler receive): /booking with its situation
// step, the types offered and the office phone, indexable and in the sitemap; a prefilled /booking (from the
// deadline tool) noindex; a manage link's page with the booking masked, noindex, never stored, out of the sitemap,
// its token kept out of the log; an unknown link a 404; and the links to the booking page.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAdvertising } from "@shared/content/advertising-rules";
import { captureLogs } from "../../tests/helpers/logs";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

// Monday 2026-12-21, 08:00 Korea time.
const now = new Date("2026-12-21T08:00:00+09:00");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, seeders: [contentSeeder] });
});
afterAll(async () => t?.close());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<\/(?:p|li|h\d|div|section|option|label|dt|dd|legend)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

async function book(name: string, phone: string, start: string): Promise<string> {
  const res = await request(t.app).post("/api/bookings").send({
    name,
    phone,
    caseType: "traffic",
    currentStatus: "suspect",
    privacyAgreed: true,
    sensitiveAgreed: true,
    ageConfirmed: true,
    type: "phone-30",
    situation: "general",
    start,
    reminderChannel: "sms",
    requestId: randomUUID(),
  });
  expect(res.status).toBe(201);
  return (res.body.manageUrl as string).split("/booking/")[1];
}

describe("/booking", () => {
  it("is rendered with the situation step first, the types with their fee, and the office phone; indexable, canonical, in the sitemap", async () => {
    const res = await request(t.app).get("/booking").expect(200);
    const body = text(res.text);
    expect(body).toContain("상담 예약");
    expect(body).toContain("1. 지금 상황을 골라 주세요");
    for (const label of ["체포·구속된 상황", "오늘 조사·출석이 있음", "기한이 있음", "일반 상담"]) expect(body).toContain(label);
    expect(res.text).toMatch(/<fieldset[^>]*>\s*<legend[^>]*>1\. 지금 상황을 골라 주세요<\/legend>/);
    expect(res.text.match(/<input[^>]*type="radio"[^>]*name="situation"/g)).toHaveLength(4);
    expect(body).toContain("전화 상담 30분: 30분, 상담료 상담 후 안내");
    expect(body).toContain("010-0000-0000");
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:5000/booking"');
    expect(res.text).toMatch(/<meta name="robots" content="index,follow"/);
    expect(res.text).toContain('"@type":"BreadcrumbList"');
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await request(t.app).get("/sitemap.xml")).text).toContain("<loc>http://localhost:5000/booking</loc>");
    expect(checkAdvertising(body)).toEqual([]);
  });

  it("prefilled from the deadline tool: the deadline situation chosen, noindex, canonical to /booking", async () => {
    const res = await request(t.app).get("/booking?situation=deadline&kind=appeal&start=2026-12-18").expect(200);
    expect(res.text).toMatch(/<input[^>]*value="deadline"[^>]*checked=""|<input[^>]*checked=""[^>]*value="deadline"/);
    expect(res.text).toMatch(/<meta name="robots" content="noindex,follow"/);
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:5000/booking"');
  });

  it("is linked from the header, the contact page and a deadline result", async () => {
    const contact = (await request(t.app).get("/contact").expect(200)).text;
    expect(contact).toMatch(/<header[\s\S]*?href="\/booking"[\s\S]*?<\/header>/);
    expect(contact.match(/href="\/booking"/g)!.length).toBeGreaterThanOrEqual(2);
    const result = (await request(t.app).get("/tools/criminal-deadline?kind=appeal&start=2026-12-18").expect(200)).text;
    expect(result).toContain('href="/booking?situation=deadline&amp;kind=appeal&amp;start=2026-12-18"');
    expect(text(result)).toContain("기한 전에 상담 예약");
  });
});

describe("/booking/:token", () => {
  it("shows the booking masked, noindex, never stored, out of the sitemap, and keeps the token out of the log", async () => {
    const token = await book("김민준", "010-2345-6789", "2026-12-22T10:00:00+09:00");
    let res!: request.Response;
    const logs = await captureLogs(async () => {
      res = await request(t.app).get(`/booking/${token}`).expect(200);
    });
    const body = text(res.text);
    expect(body).toContain("예약 확인");
    expect(body).toContain("전화 상담 30분");
    expect(body).toContain("12월 22일 (화) 오전 10:00 (한국 시간)");
    expect(body).toContain("확정대기");
    expect(body).toContain("김○○ · 연락처 끝자리 6789");
    expect(res.text).not.toContain("김민준");
    expect(res.text).not.toContain("2345");
    expect(body).toContain("시간 변경");
    expect(body).toContain("예약 취소");
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await request(t.app).get("/sitemap.xml")).text).not.toContain("/booking/");
    expect(JSON.stringify(logs)).toContain('"path":"/booking/:token"');
    expect(JSON.stringify(logs)).not.toContain(token);
    // Asked again, rendered again: a cancelled booking shows as such (nothing kept from the first answer).
    await request(t.app).post(`/api/bookings/by-token/${token}/cancel`).expect(200);
    const again = text((await request(t.app).get(`/booking/${token}`).expect(200)).text);
    expect(again).toContain("취소됨");
    expect(again).not.toContain("시간 변경");
  });

  it("answers an unknown link with the 404 page, noindex", async () => {
    const res = await request(t.app).get("/booking/not-a-real-token").expect(404);
    expect(text(res.text)).toContain("요청하신 페이지가 없거나 주소가 바뀌었습니다");
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
