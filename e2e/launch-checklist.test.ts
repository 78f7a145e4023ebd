// A production start says what still stands between the install and a launch, as the back office's first screen
// does: a fresh install shows sample values, no mail server, no https, no verification tags and no backup passphrase;
// the sample interviews it shows (marked as examples) are logged as errors, loud but not refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";
import { NO_DRAIN } from "./fixtures/suite";

let server: ProductionServer;
beforeAll(async () => {
  server = await startProductionServer({ freshDatabase: true, quiet: true, env: NO_DRAIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("a production start", () => {
  it("logs the launch checklist as warnings, and the fictional samples shown to visitors as errors", async () => {
    const deadline = Date.now() + 5_000;
    while (!server.output().includes("launch checklist: 법령 변경 확인") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes("launch checklist:"));
    expect(lines.map((l) => /launch checklist: ([^"]+)/.exec(l)?.[1])).toEqual([
      "the public site shows fictional sample content; replace or remove it before announcing the site",
      expect.stringContaining("사무소 정보에 샘플 값"),
      expect.stringContaining("변호사 소개에 샘플 내용"),
      "예시 고객 인터뷰 2개가 공개되어 있습니다",
      "2단계 인증이 꺼져 있습니다",
      "메일 발송이 설정되지 않았습니다",
      "문자 발송이 설정되지 않았습니다",
      "긴급 알림을 받을 휴대전화 번호가 없습니다",
      "사이트 주소가 https가 아닙니다",
      "검색엔진 소유 확인 코드가 없습니다",
      "암호화 백업이 설정되지 않았습니다",
      "법령 변경 확인이 꺼져 있습니다",
    ]);
    // Sample testimonials ship unpublished: no line for them.
    expect(lines.some((l) => l.includes("샘플 의뢰인 후기"))).toBe(false);
    const levelOf = (l: string) => (JSON.parse(l.slice(l.indexOf("{"))) as { level: string }).level;
    expect(lines.map(levelOf)).toEqual(["error", "warn", "warn", "error", "warn", "warn", "warn", "warn", "warn", "warn", "warn", "warn"]);
  });
});
