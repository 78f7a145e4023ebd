// The office e-mail's text: the request number, urgency and time in Korea time, nothing about the person.
import { describe, expect, it } from "vitest";
import type { Consultation } from "@shared/schema";
import { notificationSubject, notificationText } from "./consultation-notify.service";

const request = {
  id: 42,
  name: "김민수",
  phone: "01012345678",
  email: "client@example.com",
  age: 34,
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "비밀스러운 사건 내용",
  // 16:30 UTC is 01:30 the next day in Seoul.
  createdAt: new Date("2025-08-17T16:30:00Z"),
} as Consultation;

describe("office notification", () => {
  it("gives the received time in Korea time, in the back office's format", () => {
    expect(notificationText(request, "https://example.com")).toContain("접수 시각: 2025년 8월 18일 오전 1:30");
  });

  it("holds the request number, the urgency and the link to the back office", () => {
    const text = notificationText(request, "https://example.com");
    expect(text).toContain("(접수번호 42)");
    expect(text).toContain("긴급도: 긴급");
    expect(text).toContain("https://example.com/admin");
    expect(notificationSubject(request)).toBe("[긴급] 새 상담 신청(접수번호 42)");
  });

  it("carries no name, phone, e-mail, case type, status or content, in the subject or the text", () => {
    const mail = `${notificationSubject(request)}\n${notificationText(request, "https://example.com")}`;
    for (const personal of [
      "김민수",
      "010-1234-5678",
      "01012345678",
      "client@example.com",
      "교통사고",
      "음주운전",
      "피의자",
      "비밀스러운 사건 내용",
    ]) {
      expect(mail, personal).not.toContain(personal);
    }
  });
});
