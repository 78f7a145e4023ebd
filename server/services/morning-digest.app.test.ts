// The digest as the app wires it: the office address of the new-request e-mail, the intake settings' time as
// saved in the back office, the office's name and reply window from its settings, the app's injected clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { signedInAgent } from "../../tests/helpers/auth";
import { insertConsultation } from "../../tests/helpers/consultations";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let smtp: TestSmtp;
let t: TestApp;
// The clock stays near real time so the signed-in session's cookie is valid; moved to a Korea hour below.
let offsetMs = 0;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@law.example.kr" },
    clock: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Minutes after midnight in Korea, now. */
const seoulMinutes = () => {
  const d = new Date(Date.now() + offsetMs + 9 * 3_600_000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

describe("morning digest in the app", () => {
  it("goes to the office address at the time saved in the intake settings, once", async () => {
    // Keep clear of midnight in Korea so "a minute later" stays the same day.
    if (seoulMinutes() > 23 * 60) offsetMs = -2 * 3_600_000;
    const row = await insertConsultation(t.database.db, { createdAt: new Date(Date.now() - 30 * 3_600_000) });
    const admin = await signedInAgent(t.app);
    const at = seoulMinutes() + 2;
    const saved = await admin.put("/api/intake-settings").send({ ...DEFAULT_INTAKE_SETTINGS, digest: { enabled: true, time: hhmm(at) } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await t.digest.sweep();
    expect(smtp.messages).toHaveLength(0);
    offsetMs += 3 * 60_000;
    await t.digest.sweep();
    await t.digest.sweep();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(["office@law.example.kr"]);
    const { subject, text } = decodeMail(smtp.messages[0].raw);
    expect(subject).toMatch(/^\[아침 요약\] 기한 초과 1건 · 진행 중 1건/);
    expect(text).toContain(`접수번호 ${row.id} [긴급]`);
    expect(text).toContain(`보통·여유 ${SAMPLE_SITE_SETTINGS.replyWithinHours}시간)`);
    expect(text).toContain(`${t.env.PUBLIC_SITE_URL}/admin?search=%23${row.id}`);
    expect(text).toContain(`— ${SAMPLE_SITE_SETTINGS.officeName} 홈페이지`);
    expect(text).not.toContain(row.name);
  });
});
