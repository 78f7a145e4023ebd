import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { answer, json } from "@/test/api";
import { adminConsultation } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { OutcomeForm } from "./outcome-form";

const item = adminConsultation({ id: 7, lastUpdated: "2026-11-20T01:00:00.000Z" });
const INTAKE = { ...DEFAULT_INTAKE_SETTINGS, notRetainedReasons: ["수임료 부담", "타 사무소 선임"] };
const saved = (changes: object) =>
  json({
    success: true,
    message: "상담 신청이 업데이트되었습니다.",
    consultation: { ...item, ...changes, lastUpdated: "2026-11-20T02:00:00.000Z" },
  });
const outcomeSelect = () => screen.getByRole("combobox", { name: /^상담 결과/ });

describe("outcome select", () => {
  it("offers the attorney's 미수임 reasons only for 미수임, requires one, and saves it", async () => {
    answer("get", "/api/intake-settings", json(INTAKE));
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "not_retained", outcomeReason: "타 사무소 선임" }));
    const { user } = renderApp(<OutcomeForm item={item} />, { path: "/admin" });

    expect(screen.queryByRole("combobox", { name: /^미수임 사유/ })).toBeNull();
    await user.selectOptions(outcomeSelect(), "not_retained");
    const reason = await screen.findByRole("combobox", { name: /^미수임 사유/ });
    await screen.findByRole("option", { name: "타 사무소 선임" });
    await user.click(screen.getByRole("button", { name: "결과 저장" }));
    expect(await screen.findByText("미수임 사유를 선택해주세요")).toBeVisible();
    expect(api.bodies).toEqual([]);

    await user.selectOptions(reason, "타 사무소 선임");
    await user.click(screen.getByRole("button", { name: "결과 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "not_retained", reason: "타 사무소 선임", expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("is reached and submitted by keyboard: the select takes focus first, Enter on the button saves", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "consulted" }));
    const { user } = renderApp(<OutcomeForm item={{ ...item, feeAmount: undefined }} />, { path: "/admin" });
    await user.tab();
    expect(outcomeSelect()).toHaveFocus();
    // jsdom does not move a select's value by arrow keys; the choice itself is made as a browser would make it.
    await user.selectOptions(outcomeSelect(), "consulted");
    expect(outcomeSelect()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "결과 저장" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "consulted", reason: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("asks an administrator for the fee of a retained matter and sends it in whole won", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "retained", feeAmount: 3_300_000 }));
    const { user } = renderApp(<OutcomeForm item={item} />, { path: "/admin" });
    await user.selectOptions(outcomeSelect(), "retained");
    const fee = screen.getByRole("textbox", { name: /^수임료 \(원\)/ });
    await user.type(fee, "33만");
    await user.click(screen.getByRole("button", { name: "결과 저장" }));
    expect(await screen.findByText(/^수임료는 0원 이상/)).toBeVisible();
    await user.clear(fee);
    await user.type(fee, "3,300,000원");
    await user.click(screen.getByRole("button", { name: "결과 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "retained", reason: null, fee: 3_300_000, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("shows no fee field to an account the server sends no fee (not an administrator)", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "retained" }));
    const { user } = renderApp(<OutcomeForm item={{ ...item, feeAmount: undefined }} />, { path: "/admin" });
    await user.selectOptions(outcomeSelect(), "retained");
    expect(screen.queryByRole("textbox", { name: /수임료/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "결과 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "retained", reason: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });
});
