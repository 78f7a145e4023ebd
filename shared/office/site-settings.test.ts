import { describe, expect, it } from "vitest";
import { attorneyProfileSchema, SAMPLE_PROFILE, sampleProfileLines } from "./attorney-profile";
import { hostRequestText, launchChecklist, type LaunchFacts } from "./launch-checklist";
import { homeTextsSchema, SAMPLE_HOME_TEXTS } from "./practice-profile";
import { fillPlaceholders, officePlaceholderValues } from "./site-facts";
import { replyWindowText } from "./site-facts";
import { SAMPLE_SITE_SETTINGS, sampleSiteFields, siteSettingsSchema } from "./site-settings";
import { SAMPLE_TESTIMONIALS, testimonialInputSchema } from "./testimonials";

describe("the samples a new install starts with", () => {
  it("pass their own rules, so a restore of the first version is never refused", () => {
    expect(siteSettingsSchema.parse(SAMPLE_SITE_SETTINGS)).toEqual(SAMPLE_SITE_SETTINGS);
    expect(attorneyProfileSchema.parse(SAMPLE_PROFILE)).toEqual(SAMPLE_PROFILE);
    expect(homeTextsSchema.parse(SAMPLE_HOME_TEXTS)).toEqual(SAMPLE_HOME_TEXTS);
    for (const t of SAMPLE_TESTIMONIALS) expect(testimonialInputSchema.safeParse(t).success).toBe(true);
    // Fictional: never published, never with a consent record, never led by an outcome.
    for (const t of SAMPLE_TESTIMONIALS) expect(t).toMatchObject({ published: false, consent: null });
    expect(SAMPLE_TESTIMONIALS.map((t) => t.caseType).join(" ")).not.toMatch(/무죄|승소|석방|집행유예/);
    expect(SAMPLE_TESTIMONIALS.map((t) => t.quote).join(" ")).not.toMatch(/밤늦게|무죄를 받|승소 판결/);
  });

  it("are each counted as sample values until changed", () => {
    expect(sampleSiteFields(SAMPLE_SITE_SETTINGS)).toEqual(
      expect.arrayContaining(["officeName", "phone", "barNumber", "businessNumber", "privacyOfficer.email"]),
    );
    // An empty social link shows nothing, and the office's hours may equal the sample's by choice.
    expect(sampleSiteFields(SAMPLE_SITE_SETTINGS)).not.toContain("social.instagram");
    expect(sampleSiteFields(SAMPLE_SITE_SETTINGS)).not.toContain("hours");
    expect(sampleSiteFields({ ...SAMPLE_SITE_SETTINGS, phone: "02-555-1234" })).not.toContain("phone");
    // The companies the office entrusts data to must be named: the sample's generic names count, the country not.
    expect(sampleSiteFields(SAMPLE_SITE_SETTINGS)).toEqual(expect.arrayContaining(["processors.hosting.name", "processors.mail.name"]));
    expect(sampleSiteFields(SAMPLE_SITE_SETTINGS)).not.toContain("processors.hosting.country");
    expect(sampleProfileLines(SAMPLE_PROFILE)).toEqual(expect.arrayContaining(["○○대학교 법학과 졸업", "프로필 사진 없음"]));
    expect(sampleProfileLines({ ...SAMPLE_PROFILE, education: ["서울대학교 법학과 졸업"] })).not.toContain("서울대학교 법학과 졸업");
  });
});

describe("office facts in the home texts", () => {
  it("fill {상담시간}, {답변시간} and {전화번호} from the settings", () => {
    expect(replyWindowText(24)).toBe("24시간 이내");
    expect(replyWindowText(48)).toBe("2일 이내");
    expect(replyWindowText(36)).toBe("36시간 이내");
    const values = officePlaceholderValues({ officeName: "바른길", hours: "평일", replyWithinHours: 48, phone: "02-555-1234" });
    expect(fillPlaceholders("{답변시간} 연락, {상담시간}, {전화번호}, {사무소}, {이름}", values)).toBe(
      "2일 이내 연락, 평일, 02-555-1234, 바른길, {이름}",
    );
  });
});

describe("the launch checklist", () => {
  const ready: LaunchFacts = {
    site: {
      ...SAMPLE_SITE_SETTINGS,
      officeName: "바른길 형사법률사무소",
      officeShortName: "바른길",
      attorneyName: "김바른",
      description: "형사사건 상담을 받습니다.",
      phone: "02-555-1234",
      email: "a@b.kr",
      address: { street: "법원로 1", locality: "서초구", region: "서울특별시", postalCode: "06595" },
      barNumber: "제1호",
      businessNumber: "220-81-62517",
      advertisingLawyer: "김바른",
      privacyOfficer: { name: "이보호", position: "사무장", phone: "02-555-1235", email: "p@b.kr" },
      processors: {
        hosting: { name: "한빛클라우드(주)", country: "대한민국", contact: "" },
        mail: { name: "메일온(주)", country: "대한민국", contact: "" },
      },
      social: { youtube: "", blog: "", instagram: "", linkedin: "", kakaoChannel: "" },
    },
    profile: {
      ...SAMPLE_PROFILE,
      headline: "제목",
      intro: "소개 문장입니다. 열 자 넘게.",
      education: ["서울대학교 졸업"],
      career: ["바른길 대표"],
      committees: [],
      story: "이야기",
      photo: { url: "/uploads/a.webp", width: 600, height: 750, alt: "사진" },
    },
    sampleTestimonials: 0,
    sampleInterviews: [],
    adminsWithoutTwoFactor: 0,
    smtpConfigured: true,
    notifyEmail: true,
    smsConfigured: true,
    alertPhone: "01055512345",
    publicSiteUrl: "https://barungil.example",
    verificationTags: true,
    backupPassphrase: true,
  };

  it("is empty for an install ready to launch", () => {
    expect(launchChecklist(ready)).toEqual([]);
  });

  it("lists each gap with where it is fixed", () => {
    const items = launchChecklist({
      ...ready,
      site: SAMPLE_SITE_SETTINGS,
      profile: SAMPLE_PROFILE,
      sampleTestimonials: 2,
      sampleInterviews: ["예시 인터뷰 하나", "예시 인터뷰 둘"],
      adminsWithoutTwoFactor: 1,
      smtpConfigured: false,
      smsConfigured: false,
      alertPhone: "",
      publicSiteUrl: "http://localhost:5000",
      verificationTags: false,
      backupPassphrase: false,
    });
    expect(items.map((i) => i.id)).toEqual([
      "site-samples",
      "profile-samples",
      "sample-testimonials",
      "sample-interviews",
      "two-factor",
      "smtp",
      "sms",
      "alert-phone",
      "https",
      "verification",
      "backup",
    ]);
    expect(items[0].detail).toContain("대표 전화번호");
    expect(items[0].fix).toEqual({ tab: "site", label: "사무소 정보 고치기" });
    expect(items[2].title).toContain("2개");
    expect(items[3]).toMatchObject({
      title: "예시 고객 인터뷰 2개가 공개되어 있습니다",
      fix: { tab: "interviews" },
      publishesSamples: true,
    });
    expect(items[3].detail).toContain("예시 인터뷰 하나, 예시 인터뷰 둘");
    expect(items.filter((i) => i.publishesSamples).map((i) => i.id)).toEqual(["sample-testimonials", "sample-interviews"]);
    expect(items[6].title).toBe("문자 발송이 설정되지 않았습니다");
    expect(items[6].detail).toContain("계약");
    expect(items[7].fix).toEqual({ tab: "intake", label: "접수 알림 설정" });
    expect(items[5].fix).toEqual({ tab: "intake", label: "접수 알림에서 메일 설정" });
    expect(items[8].detail).toContain("http://localhost:5000");
    // What the attorney sets points to its back-office screen, never to a server variable.
    for (const id of ["smtp", "sms", "verification"]) {
      const item = items.find((i) => i.id === id)!;
      expect(item.fix, id).toHaveProperty("tab");
      expect(item.detail + item.title, id).not.toMatch(/SMTP_URL|NOTIFY_EMAIL|SMS_[A-Z]+|_SITE_VERIFICATION/);
    }
    expect(items.find((i) => i.id === "verification")!.fix).toEqual({ tab: "seo", label: "SEO 설정에서 입력" });
    // What only the host can do carries the request to send them; the variables stay in the technical part.
    expect(items.filter((i) => i.host).map((i) => i.id)).toEqual(["https", "backup"]);
    const request = hostRequestText(items, "바른길 형사법률사무소");
    expect(request).toContain("바른길 형사법률사무소 홈페이지 서버에 다음 설정을 부탁드립니다.");
    expect(request).toContain("1. 사이트를 실제 도메인의 https 주소(SSL 인증서 적용)로 열어 주세요.");
    expect(request).toMatch(/\[기술 정보\]\n- PUBLIC_SITE_URL[^\n]*\n- BACKUP_PASSPHRASE/);
    expect(
      hostRequestText(
        items.filter((i) => !i.host),
        "바른길",
      ),
    ).toBe("");
  });

  it("asks for the alert address when only the mail server is set up", () => {
    const [item] = launchChecklist({ ...ready, notifyEmail: false });
    expect(item).toMatchObject({ id: "smtp", title: "알림 받을 이메일 주소가 없습니다", fix: { tab: "intake" } });
  });
});

describe("the companies the office entrusts data to", () => {
  it("need a name and a country, and a contact when they handle the data abroad", () => {
    const abroad = {
      ...SAMPLE_SITE_SETTINGS,
      processors: { ...SAMPLE_SITE_SETTINGS.processors, mail: { name: "Example Mail Inc.", country: "미국", contact: "" } },
    };
    const refused = siteSettingsSchema.safeParse(abroad);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["processors", "mail", "contact"],
        message: "국외에서 처리하는 이메일 발송 업체는 연락처(이메일 또는 주소)를 입력해주세요",
      }),
    ]);
    const withContact = {
      ...abroad,
      processors: { ...abroad.processors, mail: { ...abroad.processors.mail, contact: "privacy@mail.example" } },
    };
    expect(siteSettingsSchema.parse(withContact).processors.mail.contact).toBe("privacy@mail.example");
    const blank = siteSettingsSchema.safeParse({
      ...SAMPLE_SITE_SETTINGS,
      processors: { ...SAMPLE_SITE_SETTINGS.processors, hosting: { name: "", country: "대한민국" } },
    });
    expect(blank.error?.issues[0].message).toBe("웹 호스팅 업체 이름을 입력해주세요");
  });
});
