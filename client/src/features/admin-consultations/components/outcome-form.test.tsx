import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
const outcomeSelect = () => screen.getByRole("combobox", { name: /^진행 단계/ });

describe("stage control: the outcome stages", () => {
  it("offers the attorney's 미수임 reasons only for 미수임, requires one, and saves it", async () => {
    answer("get", "/api/intake-settings", json(INTAKE));
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "not_retained", outcomeReason: "타 사무소 선임" }));
    const { user } = renderApp(<OutcomeForm consultation={item} />, { path: "/admin" });

    expect(screen.queryByRole("combobox", { name: /^미수임 사유/ })).toBeNull();
    await user.selectOptions(outcomeSelect(), "declined");
    const reason = await screen.findByRole("combobox", { name: /^미수임 사유/ });
    await screen.findByRole("option", { name: "타 사무소 선임" });
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await screen.findByText("미수임 사유를 선택해주세요")).toBeVisible();
    expect(api.bodies).toEqual([]);

    await user.selectOptions(reason, "타 사무소 선임");
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "not_retained", reason: "타 사무소 선임", expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("is reached and submitted by keyboard: the select takes focus first, Enter on the button saves", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "consulted" }));
    const { user } = renderApp(<OutcomeForm consultation={{ ...item, feeAmount: undefined }} />, { path: "/admin" });
    await user.tab();
    expect(outcomeSelect()).toHaveFocus();
    // jsdom does not move a select's value by arrow keys; the choice itself is made as a browser would make it.
    await user.selectOptions(outcomeSelect(), "consulted");
    expect(outcomeSelect()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "단계 저장" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "consulted", reason: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("asks an administrator for the fee of a retained matter and sends it in whole won", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "retained", feeAmount: 3_300_000 }));
    const { user } = renderApp(<OutcomeForm consultation={item} />, { path: "/admin" });
    await user.selectOptions(outcomeSelect(), "retained");
    const fee = screen.getByRole("textbox", { name: /^수임료 \(원\)/ });
    await user.type(fee, "33만");
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await screen.findByText(/^수임료는 0원 이상/)).toBeVisible();
    await user.clear(fee);
    await user.type(fee, "3,300,000원");
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "retained", reason: null, fee: 3_300_000, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("shows no fee field to an account the server sends no fee (not an administrator)", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ outcome: "retained" }));
    const { user } = renderApp(<OutcomeForm consultation={{ ...item, feeAmount: undefined }} />, { path: "/admin" });
    await user.selectOptions(outcomeSelect(), "retained");
    expect(screen.queryByRole("textbox", { name: /수임료/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ outcome: "retained", reason: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });
});

describe("stage control: the pipeline on the card", () => {
  it("shows the current stage, and saves a stage before 상담 as the stage (one save)", async () => {
    const api = answer("patch", "/api/consultations/7", saved({ stage: "reached", consultationStatus: "in_progress" }));
    const { user } = renderApp(<OutcomeForm consultation={{ ...item, stage: "attempted" }} />, { path: "/admin" });
    expect(outcomeSelect()).toHaveValue("attempted");
    expect([...outcomeSelect().querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "신규",
      "연락 시도",
      "연락됨",
      "상담",
      "수임",
      "미수임",
      "연락 두절",
    ]);
    await user.selectOptions(outcomeSelect(), "reached");
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ stage: "reached", expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]);
  });

  it("reopens an ended request by choosing an earlier stage", async () => {
    const api = answer("patch", "/api/consultations/7", saved({ stage: "reached", outcome: null }));
    const retained = { ...item, stage: "retained" as const, outcome: "retained" as const, outcomeAt: "2026-11-20T01:00:00.000Z" };
    const { user } = renderApp(<OutcomeForm consultation={retained} />, { path: "/admin" });
    expect(screen.getByText(/^결과: 수임 · /)).toBeVisible();
    await user.selectOptions(outcomeSelect(), "reached");
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    await vi.waitFor(() => expect(api.bodies).toEqual([{ stage: "reached", expectedLastUpdated: "2026-11-20T01:00:00.000Z" }]));
  });

  it("keeps the planned next contact with 수임 unless 다음 연락 지우기 is ticked", async () => {
    const api = answer("patch", "/api/consultations/7/outcome", saved({ stage: "retained" }));
    const planned = { ...item, stage: "reached" as const, nextContactAt: "2026-11-28T01:00:00.000Z", feeAmount: undefined };
    const onDone = vi.fn();
    const { user } = renderApp(<OutcomeForm consultation={planned} onDone={onDone} />, { path: "/admin" });
    expect(screen.queryByRole("checkbox")).toBeNull();
    await user.selectOptions(outcomeSelect(), "retained");
    const clear = screen.getByRole("checkbox", { name: "다음 연락 지우기 (다음 연락 11월 28일 오전 10:00)" });
    expect(clear).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await user.click(clear);
    await user.click(screen.getByRole("button", { name: "단계 저장" }));
    await vi.waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies).toEqual([
      { outcome: "retained", reason: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" },
      { outcome: "retained", reason: null, nextContactAt: null, expectedLastUpdated: "2026-11-20T01:00:00.000Z" },
    ]);
  });
});
