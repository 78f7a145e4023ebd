import { describe, expect, it } from "vitest";
import { CASE_TYPE_LABELS } from "../intake/labels";
import { splitEmailBody } from "../intake/intake-messages";
import {
  bookingOutcomeMessage,
  bookingReminderMessage,
  bookingRescheduleMessage,
  type BookingMessageFacts,
  type BookingOutcome,
  type MessageChannel,
} from "./booking-messages";

// Thursday 2026-12-03, 14:00 Korea time.
const facts: BookingMessageFacts = {
  name: "김민준",
  start: Date.parse("2026-12-03T14:00:00+09:00"),
  officePhone: "02-1234-5678",
  manageUrl: "https://example.kr/booking/tok123",
};
const OUTCOMES: BookingOutcome[] = ["confirmed", "rescheduled", "declined", "proposed", "cancelled"];
const CHANNELS: MessageChannel[] = ["sms", "email"];
const all = CHANNELS.flatMap((channel) => [
  { what: `reminder/${channel}`, body: bookingReminderMessage(channel, facts) },
  { what: `reschedule/${channel}`, body: bookingRescheduleMessage(channel, facts) },
  ...OUTCOMES.map((o) => ({ what: `${o}/${channel}`, body: bookingOutcomeMessage(channel, o, facts) })),
]);
const CASE_WORDS = [
  "형사",
  "사건",
  "음주",
  "폭행",
  "성범죄",
  "마약",
  "조사",
  "구속",
  "체포",
  "혐의",
  "변호",
  "법률",
  ...Object.values(CASE_TYPE_LABELS),
];

describe("booking messages", () => {
  it("name no case, matter or law word and show the person only masked, in every template and channel", () => {
    expect(all).toHaveLength(14);
    for (const { what, body } of all) {
      for (const word of CASE_WORDS) expect(body, `${what}: ${word}`).not.toContain(word);
      expect(body, what).toContain("김○○님");
      expect(body, what).not.toContain("민준");
    }
  });

  it("carry the day and time in Korea time and the office phone", () => {
    for (const { what, body } of all) {
      expect(body, what).toContain("12월 3일 (목) 오후 2:00");
      expect(body, what).toContain("문의: 02-1234-5678");
    }
  });

  it("carry the manage link where the requester can act on it, and none on a decline or an office cancellation", () => {
    const withLink = (o: BookingOutcome) => bookingOutcomeMessage("sms", o, facts).includes(facts.manageUrl!);
    expect(OUTCOMES.filter(withLink)).toEqual(["confirmed", "rescheduled", "proposed"]);
    expect(bookingReminderMessage("sms", facts)).toContain(facts.manageUrl);
    expect(bookingRescheduleMessage("sms", facts)).toContain(`새 시간을 선택해주세요: ${facts.manageUrl}`);
    expect(bookingRescheduleMessage("sms", { ...facts, manageUrl: null })).toContain("전화로 새 시간을 정해주세요");
  });

  it("give an e-mail a subject line and a text a bracketed title", () => {
    const { subject, text } = splitEmailBody(bookingOutcomeMessage("email", "confirmed", facts));
    expect(subject).toBe("상담 예약 확정");
    expect(text).toMatch(/^김○○님, 12월 3일 \(목\) 오후 2:00 상담 예약이 확정되었습니다\./);
    expect(bookingReminderMessage("sms", facts).split("\n")[0]).toBe("[상담 예약 안내]");
  });

  it("leave out the phone line when the office phone is not set", () => {
    expect(bookingReminderMessage("sms", { ...facts, officePhone: "" })).not.toContain("문의");
  });
});
