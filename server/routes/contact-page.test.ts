// What the contact page and the pages leading to it promise: only what the office can keep. No reply time but the
// one the office set in its settings (site-settings.routes.test.ts), no round-the-clock answer, no guarantee that
// nobody learns of the case — the lawyer's duty of confidentiality
// (변호사법 제26조) is stated as what it is.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { SAMPLE_HOME_TEXTS } from "@shared/office/practice-profile";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ");

/** Promises of answering at any hour, or of secrecy beyond what the law provides. */
const PROMISES = [
  /24시간\s?(?:전화|연락|답변)/,
  /한밤중에도/,
  /시간에 관계없이/,
  /비밀(?:이)?\s?보장/,
  /알려지지\s?않습니다/,
  /반드시\s?연락/,
];

describe("promises on the way to a consultation request", () => {
  it.each([paths.contact(), paths.home()])("%s makes none the practice may not keep", async (path) => {
    const res = await request(t.app).get(path).expect(200);
    const visible = `${/<title>([^<]*)</.exec(res.text)?.[1]}\n${/<meta name="description" content="([^"]*)"/.exec(res.text)?.[1]}\n${text(res.text)}`;
    for (const promise of PROMISES) expect(visible, String(promise)).not.toMatch(promise);
  });

  it("states confidentiality as the lawyer's legal duty and how to ask for discreet contact", async () => {
    const body = text((await request(t.app).get(paths.contact())).text);
    expect(body).toContain("변호사법 제26조");
    expect(SAMPLE_HOME_TEXTS.reasons.map((r) => r.body).join("\n")).toContain("변호사법 제26조");
  });

  it("answers a received request without promising an answer at any hour", async () => {
    const res = await request(t.app).post("/api/consultations").send({
      name: "김민수",
      phone: "010-1234-5678",
      caseType: "traffic",
      currentStatus: "suspect",
      urgency: "normal",
      content: "내용",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
    });
    expect(res.status).toBe(201);
    for (const promise of PROMISES) expect(res.body.message).not.toMatch(promise);
  });
});
