import { describe, expect, it } from "vitest";
import { finalSound, particle, withParticle } from "./korean-particles";

describe("Korean particles", () => {
  it("chooses 을/를, 이/가, 은/는, 과/와 by the final consonant of the last syllable", () => {
    expect(withParticle("음주운전 경찰 출석", "을/를")).toBe("음주운전 경찰 출석을");
    expect(withParticle("형사 변호사", "을/를")).toBe("형사 변호사를");
    expect(withParticle("고소장", "이/가")).toBe("고소장이");
    expect(withParticle("피의자", "이/가")).toBe("피의자가");
    expect(withParticle("사무소", "은/는")).toBe("사무소는");
    expect(withParticle("법원", "은/는")).toBe("법원은");
    expect(withParticle("검찰", "과/와")).toBe("검찰과");
    expect(withParticle("경찰서", "과/와")).toBe("경찰서와");
  });

  it("writes 로 after a vowel or ㄹ and 으로 after any other final consonant", () => {
    expect(withParticle("서울", "으로/로")).toBe("서울로");
    expect(withParticle("부산", "으로/로")).toBe("부산으로");
    expect(withParticle("사무소", "으로/로")).toBe("사무소로");
  });

  it("reads a phone number's last digit as Korean speakers say it", () => {
    // 0 공/영, 3 삼, 6 육 end in a consonant; 1 일, 7 칠, 8 팔 in ㄹ; 2 이, 4 사, 5 오, 9 구 in a vowel.
    expect(withParticle("010-0000-0000", "으로/로")).toBe("010-0000-0000으로");
    expect(withParticle("02-555-1233", "으로/로")).toBe("02-555-1233으로");
    expect(withParticle("02-555-1236", "으로/로")).toBe("02-555-1236으로");
    expect(withParticle("02-555-1231", "으로/로")).toBe("02-555-1231로");
    expect(withParticle("02-555-1237", "으로/로")).toBe("02-555-1237로");
    expect(withParticle("02-555-1238", "으로/로")).toBe("02-555-1238로");
    expect(withParticle("02-555-1234", "으로/로")).toBe("02-555-1234로");
    expect(withParticle("02-555-1239", "으로/로")).toBe("02-555-1239로");
    expect(withParticle("1588-0000", "을/를")).toBe("1588-0000을");
    expect(withParticle("1588-0002", "을/를")).toBe("1588-0002를");
    expect(withParticle("1588-0001", "을/를")).toBe("1588-0001을");
  });

  it("skips closing quotes and brackets and reads Latin letters", () => {
    expect(particle("'출석'", "을/를")).toBe("을");
    expect(particle("(SEO)", "을/를")).toBe("를");
    expect(particle("URL", "으로/로")).toBe("로");
    expect(particle("PDF", "이/가")).toBe("가");
    expect(particle("KakaoTalk", "으로/로")).toBe("로");
  });

  it("writes both forms when the last sound cannot be read", () => {
    expect(finalSound("!!")).toBeUndefined();
    expect(particle("", "을/를")).toBe("을(를)");
    expect(particle("★", "으로/로")).toBe("으로(로)");
  });
});
