import { describe, expect, it } from "vitest";
import { CONSENT_VERSION, PRIVACY_CONSENT, SENSITIVE_CONSENT } from "./consent";
import { POLICY_VERSION_IDS, isPolicyVersion } from "./policy-versions";
import { PRIVACY } from "./privacy-config";
import { currentPolicy, policyVersion, policyVersions } from "./privacy-policy";
import { SAMPLE_SITE_SETTINGS as SITE } from "./site-settings";

const office = { name: SITE.officeName, officer: SITE.privacyOfficer };

const textOf = (analytics: boolean) =>
  currentPolicy({ analytics, office })
    .sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])
    .join("\n");

describe("the privacy policy", () => {
  it("has every section the law asks for, in order", () => {
    const titles = currentPolicy({ analytics: false, office }).sections.map((s) => s.title.replace(/^\d+\. /, ""));
    expect(titles).toEqual([
      "개인정보의 처리 목적",
      "처리하는 개인정보 항목",
      "개인정보의 보유 기간과 근거",
      "개인정보의 파기 절차와 방법",
      "개인정보의 제3자 제공과 처리위탁",
      "정보주체의 권리와 행사 방법",
      "개인정보 보호책임자",
      "개인정보의 안전성 확보조치",
      "쿠키 등 자동 수집 장치의 설치·운영과 거부",
      "권익침해 구제 방법",
    ]);
    const numbers = currentPolicy({ analytics: true, office }).sections.map((s) => Number(s.title.split(".")[0]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("states the facts of the configuration and the consent texts, so they cannot disagree", () => {
    const text = textOf(false);
    expect(text).toContain(PRIVACY_CONSENT.items);
    expect(text).toContain(SENSITIVE_CONSENT.items);
    expect(text).toContain(`신청일부터 ${PRIVACY.consultationRetentionYears}년`);
    expect(text).toContain(`접속기록): ${PRIVACY.accessLogRetentionYears}년`);
    for (const p of PRIVACY.processors) expect(text).toContain(`${p.name}: ${p.task}`);
    expect(text).toContain(`성명: ${SITE.privacyOfficer.name}`);
    expect(text).toContain(SITE.privacyOfficer.email);
    expect(text).toContain(SITE.privacyOfficer.phone);
    for (const article of ["제15조", "제17조", "제21조", "제23조", "제26조", "제29조", "제31조", "제35조", "제36조", "제37조"]) expect(text).toContain(article);
  });

  it("names Google Analytics, its transfer abroad and how to refuse it only when analytics is enabled", () => {
    expect(textOf(false)).not.toContain("Google");
    expect(textOf(false)).toContain("방문 통계 도구를 사용하지 않습니다.");
    const withAnalytics = textOf(true);
    expect(withAnalytics).toContain("Google LLC (Google Analytics)");
    expect(withAnalytics).toContain("개인정보의 국외 이전");
    expect(withAnalytics).toContain("https://tools.google.com/dlpage/gaoptout");
  });

  it("is one version today, the one the consent boxes record, and finds versions by identifier only", () => {
    expect(POLICY_VERSION_IDS[0]).toBe(CONSENT_VERSION);
    expect(policyVersions({ analytics: false, office }).map((v) => v.version)).toEqual([...POLICY_VERSION_IDS]);
    expect(currentPolicy({ analytics: false, office }).version).toBe(CONSENT_VERSION);
    expect(policyVersion(CONSENT_VERSION, { analytics: false, office })?.version).toBe(CONSENT_VERSION);
    expect(policyVersion("2001-01-01", { analytics: false, office })).toBeUndefined();
    expect(isPolicyVersion(CONSENT_VERSION)).toBe(true);
    expect(isPolicyVersion("../admin")).toBe(false);
  });

  it("makes no claim the advertising rules forbid", () => {
    expect(textOf(true)).not.toMatch(/전문|최고|최초|유일|100%|보장합니다/);
  });
});
