// The office e-mail's text: essentials in Korea time, never the content of the request.
import { describe, expect, it } from "vitest";
import type { Consultation } from "@shared/schema";
import { notificationSubject, notificationText } from "./consultation-notify.service";

const request = {
  id: 42,
  name: "김민수",
  phone: "01012345678",
  email: "client@example.com",
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

  it("holds the essentials and the link, never the content or the e-mail address", () => {
    const text = notificationText(request, "https://example.com");
    expect(text).toContain("이름: 김민수");
    expect(text).toContain("연락처: 010-1234-5678");
    expect(text).toContain("https://example.com/admin");
    expect(text).not.toContain("비밀스러운 사건 내용");
    expect(text).not.toContain("client@example.com");
    expect(notificationSubject(request)).toBe("[긴급] 새 상담 신청 #42 · 교통사고·음주운전");
  });
});
