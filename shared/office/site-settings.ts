// The office's facts (name, contacts, registration numbers, officers, links): what the attorney keeps in the
// back office and every page, the structured data, the feed and the office e-mail read at request time. One place
// for the rule of each field (shared by the settings form and the server) and for the sample values a new
// install starts with.
import { advertisingIssues } from "./advertising-issues";
import { formatBusinessNumber, isValidBusinessNumber } from "./business-number";
import { formatPhone, normalizeOfficePhone } from "../lib/phone";
import { HOME_COUNTRY } from "../privacy/privacy-processors";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";

export const SOCIAL_KEYS = ["youtube", "blog", "instagram", "linkedin", "kakaoChannel"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Character caps that keep the header, footer and cards in their layout. */
export const SITE_LIMITS = {
  officeName: 30,
  officeShortName: 20,
  personName: 20,
  description: 160,
  street: 60,
  locality: 20,
  region: 20,
  hours: 40,
  position: 30,
  specialty: 20,
  specialties: 2,
  language: 20,
  languages: 6,
  url: 300,
  processorName: 60,
  country: 20,
  processorContact: 100,
} as const;

const text = (max: number, empty: string, topic: string, min = 1) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty, abort: true })
    .min(min, `${topic} ${min}자 이상 입력해주세요`)
    .max(max, `${topic} ${max}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "줄바꿈이나 제어 문자는 쓸 수 없습니다");

const PHONE_MESSAGE = "전화번호 형식이 올바르지 않습니다 (예: 02-123-4567, 010-1234-5678, 1588-1234)";
const phone = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .refine((v) => normalizeOfficePhone(v) !== null, PHONE_MESSAGE)
    .transform((v) => formatPhone(normalizeOfficePhone(v) ?? v));

const email = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(254, "올바른 이메일 형식을 입력해주세요")
    .pipe(z.email("올바른 이메일 형식을 입력해주세요"));

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} 주소를 글자로 입력해주세요` })
    .trim()
    .max(SITE_LIMITS.url, `${label} 주소는 ${SITE_LIMITS.url}자 이내로 입력해주세요`)
    .refine((v) => v === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), `${label} 주소는 https://로 시작하는 전체 주소로 입력해주세요`)
    .default("");

/**
 * A company the office entrusts personal data to (개인정보 처리위탁): its name and the country where it handles the
 * data. One abroad also needs a contact, which the privacy policy must state for a transfer abroad.
 */
const processor = (label: string) =>
  z
    .object(
      {
        name: text(SITE_LIMITS.processorName, `${label} 이름을 입력해주세요`, `${label} 이름은`, 2),
        country: text(SITE_LIMITS.country, `${label}의 처리 국가를 입력해주세요`, "처리 국가는", 2),
        contact: z
          .string({ error: `${label} 연락처를 글자로 입력해주세요` })
          .trim()
          .max(SITE_LIMITS.processorContact, `${label} 연락처는 ${SITE_LIMITS.processorContact}자 이내로 입력해주세요`)
          .default(""),
      },
      { error: `${label}의 이름과 처리 국가를 입력해주세요` },
    )
    .superRefine((p, ctx) => {
      if (p.country !== HOME_COUNTRY && p.contact === "") {
        ctx.addIssue({
          code: "custom",
          path: ["contact"],
          message: `국외에서 처리하는 ${label}는 연락처(이메일 또는 주소)를 입력해주세요`,
        });
      }
    });

export const siteSettingsSchema = z
  .object({
    officeName: text(SITE_LIMITS.officeName, "사무소 이름을 입력해주세요", "사무소 이름은", 2),
    officeShortName: text(SITE_LIMITS.officeShortName, "짧은 사무소 이름을 입력해주세요", "짧은 사무소 이름은", 2),
    attorneyName: text(SITE_LIMITS.personName, "변호사 이름을 입력해주세요", "변호사 이름은", 2),
    description: text(SITE_LIMITS.description, "사무소 소개 문구를 입력해주세요", "사무소 소개 문구는", 10),
    phone: phone("대표 전화번호를 입력해주세요"),
    email: email("대표 이메일을 입력해주세요"),
    address: z.object({
      street: text(SITE_LIMITS.street, "도로명 주소를 입력해주세요", "도로명 주소는"),
      locality: text(SITE_LIMITS.locality, "시·군·구를 입력해주세요", "시·군·구는"),
      region: text(SITE_LIMITS.region, "시·도를 입력해주세요", "시·도는"),
      postalCode: z
        .string({ error: "우편번호를 입력해주세요" })
        .trim()
        .min(1, "우편번호를 입력해주세요")
        .regex(/^\d{5}$/, "우편번호는 숫자 5자리로 입력해주세요"),
    }),
    hours: text(SITE_LIMITS.hours, "상담 시간을 입력해주세요", "상담 시간은"),
    replyWithinHours: z
      .number({ error: "답변 약속 시간을 숫자로 입력해주세요" })
      .int("답변 약속 시간은 정수(시간)로 입력해주세요")
      .min(1, "답변 약속 시간은 1시간에서 168시간 사이로 입력해주세요")
      .max(168, "답변 약속 시간은 1시간에서 168시간 사이로 입력해주세요"),
    barNumber: z
      .string({ error: "변호사 등록번호를 입력해주세요" })
      .trim()
      .min(1, "변호사 등록번호를 입력해주세요")
      .regex(/^제?\s?\d{1,6}\s?호?$/, "변호사 등록번호는 숫자로 입력해주세요 (예: 제12345호)")
      .transform((v) => `제${v.replace(/\D/g, "")}호`),
    businessNumber: z
      .string({ error: "사업자등록번호를 입력해주세요" })
      .trim()
      .min(1, "사업자등록번호를 입력해주세요")
      .refine(isValidBusinessNumber, "사업자등록번호가 올바르지 않습니다 (10자리 숫자와 검증 숫자를 확인해주세요)")
      .transform(formatBusinessNumber),
    advertisingLawyer: text(SITE_LIMITS.personName, "광고책임변호사 이름을 입력해주세요", "광고책임변호사 이름은", 2),
    privacyOfficer: z.object({
      name: text(SITE_LIMITS.personName, "개인정보 보호책임자 이름을 입력해주세요", "개인정보 보호책임자 이름은", 2),
      position: text(SITE_LIMITS.position, "개인정보 보호책임자 직위를 입력해주세요", "직위는"),
      phone: phone("개인정보 보호책임자 전화번호를 입력해주세요"),
      email: email("개인정보 보호책임자 이메일을 입력해주세요"),
    }),
    registeredSpecialties: z
      .array(text(SITE_LIMITS.specialty, "전문분야 이름을 입력해주세요", "전문분야 이름은", 2), {
        error: "등록 전문분야 목록이 올바르지 않습니다",
      })
      .max(SITE_LIMITS.specialties, `등록 전문분야는 ${SITE_LIMITS.specialties}개까지 입력할 수 있습니다`),
    languages: z
      .array(text(SITE_LIMITS.language, "언어 이름을 입력해주세요", "언어 이름은"), { error: "상담 가능 언어 목록이 올바르지 않습니다" })
      .min(1, "상담 가능 언어를 하나 이상 입력해주세요")
      .max(SITE_LIMITS.languages, `상담 가능 언어는 ${SITE_LIMITS.languages}개까지 입력할 수 있습니다`),
    processors: z.object(
      {
        hosting: processor("웹 호스팅 업체"),
        mail: processor("이메일 발송 업체"),
      },
      { error: "개인정보 처리위탁 업체(웹 호스팅, 이메일 발송)를 입력해주세요" },
    ),
    social: z.object({
      youtube: httpsUrl("유튜브"),
      blog: httpsUrl("블로그"),
      instagram: httpsUrl("인스타그램"),
      linkedin: httpsUrl("링크드인"),
      kakaoChannel: httpsUrl("카카오톡 채널"),
    }),
  })
  .superRefine((s, ctx) => {
    for (const issue of advertisingIssues(textFieldsOf(s), s.registeredSpecialties))
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The text fields of the settings a visitor reads, by path (the advertising rules apply to each). */
function textFieldsOf(
  s: Pick<SiteSettings, "officeName" | "officeShortName" | "description" | "hours" | "languages" | "registeredSpecialties">,
) {
  return [
    { path: ["officeName"], value: s.officeName },
    { path: ["officeShortName"], value: s.officeShortName },
    { path: ["description"], value: s.description },
    { path: ["hours"], value: s.hours },
    ...s.languages.map((value, i) => ({ path: ["languages", i], value })),
  ];
}

/**
 * What a new install shows until the attorney saves their own facts. Every value is a placeholder (the names,
 * numbers and addresses do not exist); the launch checklist lists each one still shown.
 */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  officeName: "정의 형사법률사무소",
  officeShortName: "정의 법률사무소",
  attorneyName: "홍길동",
  description: "형사사건을 중점적으로 맡는 변호사가 경찰조사, 성범죄, 음주운전, 명예훼손, 사기 사건 상담 신청을 받습니다.",
  phone: "010-0000-0000",
  email: "contact@example.com",
  address: { street: "서초대로 000, 0층", locality: "서초구", region: "서울특별시", postalCode: "00000" },
  hours: "평일 09:00–18:00, 온라인 신청 상시 접수",
  replyWithinHours: 24,
  barNumber: "제00000호",
  businessNumber: "000-00-00000",
  advertisingLawyer: "홍길동",
  privacyOfficer: { name: "홍길동", position: "대표 변호사", phone: "010-0000-0000", email: "privacy@example.com" },
  registeredSpecialties: [],
  languages: ["한국어", "English"],
  processors: {
    hosting: { name: "웹 호스팅 서비스 제공자", country: HOME_COUNTRY, contact: "" },
    mail: { name: "이메일 발송 서비스 제공자(SMTP)", country: HOME_COUNTRY, contact: "" },
  },
  social: {
    youtube: "https://www.youtube.com/@example",
    blog: "https://blog.naver.com/example",
    instagram: "",
    linkedin: "https://www.linkedin.com/in/example",
    kakaoChannel: "",
  },
};

/** The settings' fields in the order of the form, with their Korean labels (the launch checklist names them). */
export const SITE_FIELD_LABELS: Record<string, string> = {
  officeName: "사무소 이름",
  officeShortName: "짧은 사무소 이름",
  attorneyName: "변호사 이름",
  description: "사무소 소개 문구",
  phone: "대표 전화번호",
  email: "대표 이메일",
  "address.street": "도로명 주소",
  "address.locality": "시·군·구",
  "address.region": "시·도",
  "address.postalCode": "우편번호",
  hours: "상담 시간",
  replyWithinHours: "답변 약속 시간",
  barNumber: "변호사 등록번호",
  businessNumber: "사업자등록번호",
  advertisingLawyer: "광고책임변호사",
  "privacyOfficer.name": "개인정보 보호책임자 이름",
  "privacyOfficer.position": "개인정보 보호책임자 직위",
  "privacyOfficer.phone": "개인정보 보호책임자 전화번호",
  "privacyOfficer.email": "개인정보 보호책임자 이메일",
  "processors.hosting.name": "웹 호스팅 업체 이름",
  "processors.hosting.country": "웹 호스팅 업체 처리 국가",
  "processors.hosting.contact": "웹 호스팅 업체 연락처",
  "processors.mail.name": "이메일 발송 업체 이름",
  "processors.mail.country": "이메일 발송 업체 처리 국가",
  "processors.mail.contact": "이메일 발송 업체 연락처",
  "social.youtube": "유튜브 주소",
  "social.blog": "블로그 주소",
  "social.instagram": "인스타그램 주소",
  "social.linkedin": "링크드인 주소",
  "social.kakaoChannel": "카카오톡 채널 주소",
};

/** Reads a dotted path ("address.street") of the settings. */
function valueAt(s: SiteSettings, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined), s);
}

/**
 * The fields that still show a sample value: equal to the sample and not empty (an empty social link shows
 * nothing). Values a real office may share with the sample by choice or by place (its hours, reply window,
 * district, region, the officer's title) do not count.
 */
const REAL_AS_WELL = new Set([
  "hours",
  "replyWithinHours",
  "address.locality",
  "address.region",
  "privacyOfficer.position",
  "processors.hosting.country",
  "processors.mail.country",
]);

export function sampleSiteFields(s: SiteSettings): string[] {
  return Object.keys(SITE_FIELD_LABELS).filter((path) => {
    if (REAL_AS_WELL.has(path)) return false;
    const value = valueAt(s, path);
    return value !== "" && value === valueAt(SAMPLE_SITE_SETTINGS, path);
  });
}
