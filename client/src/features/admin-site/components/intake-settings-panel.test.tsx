import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { DEFAULT_DELIVERY_SETTINGS } from "@shared/office/delivery-settings";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { IntakeSettingsPanel } from "./intake-settings-panel";

const SITE = { ...SAMPLE_SITE_SETTINGS, officeName: "바른길 법률사무소", phone: "02-1588-1234", replyWithinHours: 12 };
const VERSIONS = [{ id: 2, savedByName: "admin", restoredFrom: null, createdAt: "2026-11-25T01:00:00.000Z", current: true, changes: [] }];

function serve() {
  answer("get", "/api/intake-settings", json(DEFAULT_INTAKE_SETTINGS));
  answer("get", "/api/intake-settings/versions", json(VERSIONS));
  answer("get", "/api/site-settings", json(SITE));
  answer(
    "get",
    "/api/delivery-settings",
    json({
      settings: DEFAULT_DELIVERY_SETTINGS,
      saved: { smtpPassword: false, smsApiSecret: false },
      overrides: { smtp: false, notifyEmail: false, sms: false },
    }),
  );
}

describe("the intake alerts tab (접수 알림)", () => {
  it("previews the acknowledgement with the office's facts and a sample number, and follows the edits", async () => {
    serve();
    const { user } = renderApp(<IntakeSettingsPanel />, { path: "/admin?tab=intake" });
    const sms = await screen.findByTestId("intake-preview-sms");
    expect(sms).toHaveTextContent("[바른길 법률사무소] 상담신청 접수(번호 128). 12시간 이내 연락이 원칙. 문의 02-1588-1234");
    const mail = screen.getByTestId("intake-preview-email");
    expect(mail).toHaveTextContent("[바른길 법률사무소] 상담 신청이 접수되었습니다 (접수번호 128)");
    expect(mail).toHaveTextContent("12시간 이내에 연락드리는 것을 원칙으로 합니다");
    const body = screen.getByRole("textbox", { name: /^문자 내용/ });
    await user.clear(body);
    await user.type(body, "{{사무소}입니다. {{접수번호}번 접수");
    expect(sms).toHaveTextContent("바른길 법률사무소입니다. 128번 접수");
    expect(screen.getByText(/바이트 · 단문\(SMS\) 한 통/)).toBeVisible();
    // The placeholders are listed with what each becomes.
    const templates = screen.getByRole("group", { name: "접수 확인 메시지" });
    for (const token of ["{접수번호}", "{사무소}", "{전화번호}", "{상담시간}", "{답변시간}"])
      expect(within(templates).getByText(token)).toBeVisible();
  });

  it("refuses an unknown placeholder at its field before sending", async () => {
    serve();
    const put = answer("put", "/api/intake-settings", json(DEFAULT_INTAKE_SETTINGS));
    const { user } = renderApp(<IntakeSettingsPanel />, { path: "/admin?tab=intake" });
    const body = await screen.findByRole("textbox", { name: /^문자 내용/ });
    await user.clear(body);
    await user.type(body, "{{이름}님 접수되었습니다");
    await user.click(screen.getByRole("button", { name: "접수 알림 저장" }));
    expect(await findToast("입력 오류")).toBeVisible();
    expect(body).toHaveAccessibleDescription(expect.stringContaining("쓸 수 없는 치환 문구입니다: {이름}"));
    expect(put.bodies).toEqual([]);
  });

  it("saves every field: alert phone, urgencies, quiet hours, digest and the 미수임 reasons", async () => {
    serve();
    const saved = { ...DEFAULT_INTAKE_SETTINGS, alertPhone: "01099998888" };
    const put = answer("put", "/api/intake-settings", json(saved));
    const { user } = renderApp(<IntakeSettingsPanel />, { path: "/admin?tab=intake" });
    await user.type(await screen.findByRole("textbox", { name: /^알림 받을 휴대전화/ }), "010-9999-8888");
    await user.click(screen.getByRole("radio", { name: "매우 긴급만" }));
    fireEvent.change(screen.getByLabelText(/^시작/), { target: { value: "23:00" } });
    fireEvent.change(screen.getByLabelText(/^끝/), { target: { value: "07:30" } });
    await user.click(screen.getByRole("checkbox", { name: "매우 긴급 신청은 방해 금지 시간에도 바로 알림" }));
    await user.click(screen.getByRole("checkbox", { name: "아침 요약 메일 받기" }));
    const acks = screen.getByRole("spinbutton", { name: /^시간당 접수 확인 한도/ });
    await user.clear(acks);
    await user.type(acks, "50");
    await user.click(screen.getByRole("button", { name: "미수임 사유 1번째 항목 삭제" }));
    await user.click(screen.getByRole("button", { name: "미수임 사유 항목 추가" }));
    await user.type(
      screen.getByRole("textbox", { name: `미수임 사유 ${DEFAULT_INTAKE_SETTINGS.notRetainedReasons.length}번째 항목` }),
      "연락 거부",
    );
    await user.click(screen.getByRole("button", { name: "접수 알림 저장" }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toEqual({
      ...DEFAULT_INTAKE_SETTINGS,
      alertPhone: "01099998888",
      alertUrgencies: "emergency",
      // A new install holds 매우 긴급 in quiet hours; the box lets it through.
      quietHours: { enabled: true, start: "23:00", end: "07:30", emergencyOverrides: true },
      digest: { enabled: false, time: "08:00" },
      limits: { ...DEFAULT_INTAKE_SETTINGS.limits, acksPerHour: 50 },
      notRetainedReasons: [...DEFAULT_INTAKE_SETTINGS.notRetainedReasons.slice(1), "연락 거부"],
    });
    expect(await findToast("저장 완료")).toBeVisible();
    expect(screen.getByRole("heading", { name: "저장 기록" })).toBeVisible();
  });
});
