import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { answer, json } from "@/test/api";
import { adminConsultation } from "@/test/data";
import { renderApp } from "@/test/render";
import { OutcomeSection, outcomeSummary } from "./outcome-section";

const noop = () => {};

describe("outcome and conflict check in a card", () => {
  it("stays closed with a line of what is recorded, and opens and closes from its button", async () => {
    answer("get", "/api/intake-settings", json(DEFAULT_INTAKE_SETTINGS));
    const item = adminConsultation({ id: 7 });
    const { user } = renderApp(<OutcomeSection item={item} onShowRequest={noop} />, { path: "/admin" });
    expect(screen.getByText("단계: 신규 · 충돌 확인 기록 없음")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: /^진행 단계/ })).toBeNull();
    const toggle = screen.getByRole("button", { name: "진행 단계와 충돌 확인 열기" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(await screen.findByRole("combobox", { name: /^진행 단계/ })).toBeVisible();
    expect(screen.getByRole("button", { name: "충돌 확인" })).toBeVisible();
    const close = screen.getByRole("button", { name: "진행 단계와 충돌 확인 닫기" });
    expect(close).toHaveAttribute("aria-expanded", "true");
    await user.click(close);
    expect(screen.queryByRole("combobox", { name: /^진행 단계/ })).toBeNull();
  });

  it("summarises a recorded outcome and conflict check", () => {
    const item = adminConsultation({
      stage: "retained",
      outcome: "retained",
      conflictCheck: { result: "no_conflict", reason: null, checkedBy: "admin", checkedAt: "2026-11-20T01:00:00.000Z" },
    });
    expect(outcomeSummary(item)).toBe("단계: 수임 · 충돌 확인: 충돌 없음");
  });
});
