import { describe, expect, it } from "vitest";
import { unknownPlaceholders } from "../office/office-placeholders";
import { fillPlaceholders } from "../office/site-facts";
import {
  DEFAULT_INTAKE_SETTINGS,
  INTAKE_PLACEHOLDERS,
  intakeAdvertisingIssues,
  intakeSettingsSchema,
  minutesOfDay,
  SMS_SHORT_BYTES,
  smsBytes,
} from "./intake-settings";

const VALUES = {
  "{접수번호}": "C-2026-0042",
  "{사무소}": "한빛 법률사무소",
  "{전화번호}": "02-123-4567",
  "{상담시간}": "평일 09:00~18:00",
  "{답변시간}": "24시간 이내",
};

describe("intake settings", () => {
  it("accepts the defaults as they are", () => {
    expect(intakeSettingsSchema.parse(DEFAULT_INTAKE_SETTINGS)).toEqual(DEFAULT_INTAKE_SETTINGS);
  });

  it("fills every placeholder and keeps the rest of the template", () => {
    const text = fillPlaceholders(DEFAULT_INTAKE_SETTINGS.ackSmsBody, VALUES);
    expect(text).toBe("[한빛 법률사무소] 상담신청 접수(번호 C-2026-0042). 24시간 이내 연락이 원칙. 문의 02-123-4567");
  });

  it("sends the default text as one short SMS (90 bytes) with a usual office name and a representative number", () => {
    const text = fillPlaceholders(DEFAULT_INTAKE_SETTINGS.ackSmsBody, {
      ...VALUES,
      "{사무소}": "바른길 형사법률사무소",
      "{접수번호}": "1284",
      "{전화번호}": "1588-1234",
    });
    expect(smsBytes(text)).toBeLessThanOrEqual(SMS_SHORT_BYTES);
    expect(smsBytes("가a")).toBe(3);
  });

  it("states the reply window as the office's rule, not a promise, in every default template", () => {
    expect(DEFAULT_INTAKE_SETTINGS.ackEmailBody).toContain("{답변시간}에 연락드리는 것을 원칙으로 합니다.");
    expect(DEFAULT_INTAKE_SETTINGS.ackSmsBody).toContain("{답변시간} 연락이 원칙.");
    expect(intakeAdvertisingIssues(DEFAULT_INTAKE_SETTINGS, [])).toEqual([]);
  });

  it("runs the advertising rules on the three acknowledgement templates and refuses a promised reply time", () => {
    const issues = intakeAdvertisingIssues(
      {
        ...DEFAULT_INTAKE_SETTINGS,
        ackEmailSubject: "[{사무소}] 형사 전문 변호사가 접수했습니다",
        ackEmailBody: "접수번호: {접수번호}\n변호사가 {답변시간} 이내에 연락드립니다.",
        ackSmsBody: "무료 상담 접수 완료 {접수번호}",
      },
      [],
    );
    expect(issues.map((i) => i.path[0])).toEqual(["ackEmailSubject", "ackSmsBody", "ackEmailBody"]);
    expect(issues[2].message).toContain("원칙으로");
  });

  it("refuses a placeholder it does not know, so no case fact can be put into a message", () => {
    expect(unknownPlaceholders("안녕하세요 {이름}님, {접수번호}", Object.keys(INTAKE_PLACEHOLDERS))).toEqual(["{이름}"]);
    const result = intakeSettingsSchema.safeParse({ ...DEFAULT_INTAKE_SETTINGS, ackSmsBody: "{이름}님 접수되었습니다" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain("쓸 수 없는 치환 문구입니다: {이름}");
  });

  it("takes the alert phone in any common form, stores digits, and refuses a landline", () => {
    expect(intakeSettingsSchema.parse({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "010-1234-5678" }).alertPhone).toBe("01012345678");
    expect(intakeSettingsSchema.parse({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "" }).alertPhone).toBe("");
    const landline = intakeSettingsSchema.safeParse({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "02-123-4567" });
    expect(landline.error?.issues[0].message).toContain("휴대전화 번호");
  });

  it("checks clock times and the reasons list", () => {
    expect(minutesOfDay("22:30")).toBe(1350);
    const badTime = intakeSettingsSchema.safeParse({ ...DEFAULT_INTAKE_SETTINGS, digest: { enabled: true, time: "24:00" } });
    expect(badTime.error?.issues[0].message).toContain("HH:MM");
    const twice = intakeSettingsSchema.safeParse({ ...DEFAULT_INTAKE_SETTINGS, notRetainedReasons: ["수임료 부담", "수임료 부담"] });
    expect(twice.error?.issues[0].message).toBe("같은 미수임 사유가 두 번 있습니다");
    const single = intakeSettingsSchema.safeParse({ ...DEFAULT_INTAKE_SETTINGS, ackEmailSubject: "제목\n둘째 줄" });
    expect(single.success).toBe(false);
  });

  it("reads a template saved with the earlier placeholders as today's: {전화} is {전화번호}, and the window carries its 이내", () => {
    const saved = intakeSettingsSchema.parse({
      ...DEFAULT_INTAKE_SETTINGS,
      ackSmsBody: "접수번호 {접수번호}. {답변시간} 이내에 연락드립니다. 급하시면 {전화}",
    });
    expect(saved.ackSmsBody).toBe("접수번호 {접수번호}. {답변시간}에 연락드립니다. 급하시면 {전화번호}");
    expect(fillPlaceholders(saved.ackSmsBody, VALUES)).toBe("접수번호 C-2026-0042. 24시간 이내에 연락드립니다. 급하시면 02-123-4567");
  });
});
