// What a production start says about the launch checklist: every item logged, and fictional samples still shown
// to visitors logged as errors under one line that says so (loud, not a refusal: see logLaunchChecklist).
import { describe, expect, it } from "vitest";
import type { LaunchItem } from "@shared/office/launch-checklist";
import { logLaunchChecklist } from "./launch-checklist.service";

function capture() {
  const lines: Array<{ level: "warn" | "error"; message: string; fields?: Record<string, unknown> }> = [];
  return {
    lines,
    log: {
      warn: (message: string, fields?: Record<string, unknown>) => void lines.push({ level: "warn", message, fields }),
      error: (message: string, fields?: Record<string, unknown>) => void lines.push({ level: "error", message, fields }),
    },
  };
}

const smtp: LaunchItem = {
  id: "smtp",
  title: "메일 서버(SMTP)가 설정되지 않았습니다",
  detail: "…",
  fix: { doc: "docs/deploy.md", label: "배포 안내" },
};
const interviews: LaunchItem = {
  id: "sample-interviews",
  title: "예시 고객 인터뷰 2개가 공개되어 있습니다",
  detail: "…",
  fix: { tab: "interviews", label: "고객 인터뷰 관리" },
  publishesSamples: true,
};

describe("logLaunchChecklist", () => {
  it("logs published samples as errors, with a line naming them first", () => {
    const { lines, log } = capture();
    logLaunchChecklist([smtp, interviews], "/admin", log);
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ["error", "launch checklist: the public site shows fictional sample content; replace or remove it before announcing the site"],
      ["warn", "launch checklist: 메일 서버(SMTP)가 설정되지 않았습니다"],
      ["error", "launch checklist: 예시 고객 인터뷰 2개가 공개되어 있습니다"],
    ]);
    expect(lines[0].fields).toEqual({ items: [interviews.title] });
    expect(lines[2].fields).toMatchObject({ fix: "/admin?tab=interviews" });
    expect(lines[1].fields).toMatchObject({ fix: "docs/deploy.md" });
  });

  it("has no error line when no sample is shown", () => {
    const { lines, log } = capture();
    logLaunchChecklist([smtp], "/admin", log);
    expect(lines.map((l) => l.level)).toEqual(["warn"]);
  });
});
