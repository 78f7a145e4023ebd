import { describe, expect, it } from "vitest";
import { acknowledgementTextAllowed, avoidTimeText, contactPreferenceLine, type ContactPreferences } from "./contact-preferences";

const NONE: ContactPreferences = { contactMethod: null, avoidTime: null, avoidTimeNote: null, noMessages: false };

describe("the requester's contact preferences", () => {
  it("allow the acknowledgement text only with the consent, not for 전화만 and not when no message may be left", () => {
    expect(acknowledgementTextAllowed(NONE, true)).toBe(true);
    expect(acknowledgementTextAllowed(NONE, false)).toBe(false);
    expect(acknowledgementTextAllowed({ contactMethod: "any", noMessages: false }, true)).toBe(true);
    expect(acknowledgementTextAllowed({ contactMethod: "text_only", noMessages: false }, true)).toBe(true);
    expect(acknowledgementTextAllowed({ contactMethod: "call_only", noMessages: false }, true)).toBe(false);
    expect(acknowledgementTextAllowed({ contactMethod: "text_only", noMessages: true }, true)).toBe(false);
    expect(acknowledgementTextAllowed({ contactMethod: null, noMessages: true }, true)).toBe(false);
    expect(acknowledgementTextAllowed({ contactMethod: "text_only", noMessages: false }, false)).toBe(false);
  });

  it("word the time to avoid from the preset or the requester's own words", () => {
    expect(avoidTimeText(NONE)).toBeNull();
    expect(avoidTimeText({ avoidTime: "evening", avoidTimeNote: null })).toBe("저녁 7시 이후");
    expect(avoidTimeText({ avoidTime: "weekday_daytime", avoidTimeNote: null })).toBe("평일 낮");
    expect(avoidTimeText({ avoidTime: "custom", avoidTimeNote: "주말 오전" })).toBe("주말 오전");
  });

  it("make one line for the card and the exports, or none when nothing was said", () => {
    expect(contactPreferenceLine(NONE)).toBeNull();
    expect(contactPreferenceLine({ ...NONE, contactMethod: "any" })).toBe("전화·문자 모두");
    expect(contactPreferenceLine({ contactMethod: "call_only", avoidTime: "evening", avoidTimeNote: null, noMessages: true })).toBe(
      "전화만 · 피할 시간: 저녁 7시 이후 · 문자·음성 메시지 남기지 않기",
    );
    expect(contactPreferenceLine({ ...NONE, contactMethod: "any", avoidTime: "custom", avoidTimeNote: "평일 9시~6시 회사" })).toBe(
      "전화·문자 모두 · 피할 시간: 평일 9시~6시 회사",
    );
  });
});
