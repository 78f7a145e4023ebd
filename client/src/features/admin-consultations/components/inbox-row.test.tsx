import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { adminConsultation } from "@/test/data";
import { renderApp } from "@/test/render";
import { InboxRow } from "./inbox-row";

function renderRow(item: AdminConsultation, onOpen = () => {}) {
  return renderApp(<InboxRow item={item} clockRules={24} href={`/admin?request=${item.id}`} selected={false} onOpen={onOpen} />, {
    path: "/admin",
  });
}

const barOf = (container: HTMLElement) => container.querySelector("[data-urgency-bar]");

describe("a row of the inbox", () => {
  it("shows a 매우 긴급 request with a red bar, the time left, type and situation, and a call button", () => {
    const item = adminConsultation({
      id: 3,
      name: "김민준",
      phone: "010-1234-5678",
      urgency: "emergency",
      caseType: "traffic",
      currentStatus: "suspect",
      content: "오늘 오후 3시에 출석합니다.\n출석 전에 통화 가능할까요?",
      createdAt: new Date().toISOString(),
    });
    const { container } = renderRow(item);
    expect(barOf(container)).toHaveClass("bg-red-600");
    const row = screen.getByRole("link", { name: /김민준.*남은 시간/ });
    expect(row).toHaveAttribute("href", "/admin?request=3");
    expect(row).toHaveTextContent(/남은 시간 23시간 5\d분/);
    expect(row).toHaveTextContent("교통사고·음주운전 · 피의자 (수사 중)");
    expect(row).toHaveTextContent("신규");
    expect(screen.getByRole("link", { name: "김민준에게 전화" })).toHaveAttribute("href", "tel:01012345678");
    expect(screen.queryByText("접수 확인 실패")).toBeNull();
  });

  it("offers no call button below 매우 긴급, and says when the deadline has passed", () => {
    const { container } = renderRow(
      adminConsultation({ name: "이서연", urgency: "normal", createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString() }),
    );
    expect(barOf(container)).toHaveClass("bg-sky-500");
    expect(screen.getByRole("link", { name: /이서연/ })).toHaveTextContent(/기한 6시간( \d+분)? 초과/);
    expect(screen.queryByRole("link", { name: /전화/ })).toBeNull();
  });

  it("marks a request whose acknowledgement failed with a red chip", () => {
    renderRow({ ...adminConsultation({ name: "박지훈", urgency: "urgent" }), ackFailed: true, stage: "attempted" });
    const row = screen.getByRole("link", { name: /박지훈/ });
    expect(row).toHaveTextContent("접수 확인 실패");
    expect(row).toHaveTextContent("연락 시도");
    expect(screen.queryByRole("link", { name: /전화/ })).toBeNull();
  });

  it("opens in place on a plain click", async () => {
    const opened: number[] = [];
    const { user } = renderRow(adminConsultation({ id: 9, name: "최유나", urgency: "urgent" }), () => opened.push(9));
    await user.click(screen.getByRole("link", { name: /최유나/ }));
    expect(opened).toEqual([9]);
  });
});
