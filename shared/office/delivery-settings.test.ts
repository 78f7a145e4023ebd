import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema, testSmsSchema } from "./delivery-settings";

const FILLED = {
  notifyEmail: "lawyer@law.example.kr",
  smtp: { host: "smtp.law.example.kr", port: "465", secure: true, user: "office", password: "p", from: "site@law.example.kr" },
  sms: { provider: "solapi", apiKey: "KEY", apiSecret: "", sender: "02-1234-5678" },
};

describe("delivery settings", () => {
  it("accept the empty defaults and a filled form (port as typed, sender as digits)", () => {
    expect(deliverySettingsSchema.parse(DEFAULT_DELIVERY_SETTINGS)).toEqual(DEFAULT_DELIVERY_SETTINGS);
    const parsed = deliverySettingsSchema.parse(FILLED);
    expect(parsed.smtp.port).toBe(465);
    expect(parsed.sms.sender).toBe("0212345678");
  });

  it("ask for what a mail server or a provider needs, at its field", () => {
    const result = deliverySettingsSchema.safeParse({
      ...FILLED,
      notifyEmail: "not-an-address",
      smtp: { ...FILLED.smtp, host: "smtp example", from: "" },
      sms: { ...FILLED.sms, apiKey: "", sender: "12" },
    });
    const at = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(at["notifyEmail"]).toContain("name@example.com");
    expect(at["smtp.host"]).toContain("smtp.example.com");
    expect(at["sms.sender"]).toContain("발신번호");
    const noKey = deliverySettingsSchema.safeParse({ ...FILLED, sms: { ...FILLED.sms, apiKey: "" } });
    expect(noKey.error?.issues).toEqual([expect.objectContaining({ path: ["sms", "apiKey"], message: "API 키를 입력해주세요" })]);
    expect(deliverySettingsSchema.safeParse({ ...FILLED, smtp: { ...FILLED.smtp, from: "" } }).error?.issues[0].path).toEqual([
      "smtp",
      "from",
    ]);
  });

  it("send a test text to a mobile number only", () => {
    expect(testSmsSchema.parse({ to: "010-5555-0000" })).toEqual({ to: "01055550000" });
    expect(testSmsSchema.safeParse({ to: "02-123-4567" }).success).toBe(false);
  });
});
