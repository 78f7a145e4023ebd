// The messages queued for a stored request: which ones, to whom, with what text, and when.
import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from "./intake-settings";
import { alertsFor, planIntakeMessages, splitEmailBody, urgentAlertText, type RequestForIntake } from "./intake-messages";

const office = { officeName: "정의 형사법률사무소", phone: "02-1234-5678", hours: "평일 09:00~18:00", replyWithinHours: 24 };
const request: RequestForIntake = { id: 42, phone: "01012345678", email: "client@example.com", urgency: "normal", smsConsent: false };
const intake: IntakeSettings = { ...DEFAULT_INTAKE_SETTINGS, alertPhone: "01099998888" };
const day = new Date("2026-03-03T10:00:00+09:00");
const night = new Date("2026-03-03T23:00:00+09:00");

describe("planIntakeMessages", () => {
  it("an e-mail acknowledgement when an e-mail was given, rendered with the office's facts and the number", () => {
    const [mail, ...rest] = planIntakeMessages(request, intake, office, day);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ kind: "ack_email", channel: "email", recipient: "client@example.com", nextAttemptAt: day });
    const { subject, text } = splitEmailBody(mail.body);
    expect(subject).toBe("[정의 형사법률사무소] 상담 신청이 접수되었습니다 (접수번호 42)");
    expect(text).toContain("24시간 이내에 연락드리는 것을 원칙으로 합니다");
    expect(text).toContain("02-1234-5678");
  });

  it("no text without consent; a text with consent, to a mobile number only", () => {
    expect(planIntakeMessages({ ...request, email: null }, intake, office, day)).toEqual([]);
    const [sms] = planIntakeMessages({ ...request, email: null, smsConsent: true }, intake, office, day);
    expect(sms).toMatchObject({ kind: "ack_sms", channel: "sms", recipient: "01012345678" });
    expect(sms.body).toBe("[정의 형사법률사무소] 상담신청 접수(번호 42). 24시간 이내 연락이 원칙. 문의 02-1234-5678");
    expect(planIntakeMessages({ ...request, email: null, smsConsent: true, phone: "0212345678" }, intake, office, day)).toEqual([]);
  });

  it("an alert only for the configured urgencies and only with an alert phone", () => {
    const kinds = (r: Partial<RequestForIntake>, s: IntakeSettings = intake) =>
      planIntakeMessages({ ...request, email: null, ...r }, s, office, day).map((m) => m.kind);
    expect(kinds({ urgency: "emergency" })).toEqual(["urgent_alert"]);
    expect(kinds({ urgency: "urgent" })).toEqual(["urgent_alert"]);
    expect(kinds({ urgency: "normal" })).toEqual([]);
    expect(kinds({ urgency: "urgent" }, { ...intake, alertUrgencies: "emergency" })).toEqual([]);
    expect(kinds({ urgency: "emergency" }, { ...intake, alertUrgencies: "emergency" })).toEqual(["urgent_alert"]);
    expect(kinds({ urgency: "emergency" }, { ...intake, alertPhone: "" })).toEqual([]);
    expect(alertsFor("flexible", "emergency_and_urgent")).toBe(false);
  });

  it("the alert names the urgency and the number, nothing else, and waits for the end of quiet hours", () => {
    const [alert] = planIntakeMessages({ ...request, email: null, urgency: "urgent" }, intake, office, night);
    expect(alert).toMatchObject({ recipient: "01099998888", body: "[긴급] 새 상담 신청(접수번호 42) — 관리자 화면에서 확인해주세요" });
    expect(alert.nextAttemptAt).toEqual(new Date("2026-03-04T08:00:00+09:00"));
    // A new install holds 매우 긴급 too (an anonymous visitor chooses the urgency); the attorney may let it through.
    const [emergency] = planIntakeMessages({ ...request, email: null, urgency: "emergency" }, intake, office, night);
    expect(emergency.nextAttemptAt).toEqual(new Date("2026-03-04T08:00:00+09:00"));
    const overriding = { ...intake, quietHours: { ...intake.quietHours, emergencyOverrides: true } };
    const [through] = planIntakeMessages({ ...request, email: null, urgency: "emergency" }, overriding, office, night);
    expect(through.nextAttemptAt).toEqual(night);
    expect(urgentAlertText(7, "emergency")).toBe("[매우 긴급] 새 상담 신청(접수번호 7) — 관리자 화면에서 확인해주세요");
  });

  it("acknowledgements go at once even in quiet hours", () => {
    const planned = planIntakeMessages({ ...request, smsConsent: true }, intake, office, night);
    expect(planned.map((m) => m.nextAttemptAt)).toEqual([night, night]);
  });
});
