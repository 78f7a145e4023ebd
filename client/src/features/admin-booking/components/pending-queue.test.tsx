import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays } from "@shared/booking/week";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { PendingQueue } from "./pending-queue";
import { booking } from "./test-bookings";

const TODAY = "2026-11-27";
const unchecked = booking({ id: 1, start: "2026-12-01T10:00:00+09:00", end: "2026-12-01T10:30:00+09:00", deadlineDate: "2026-11-30" });
const checked = booking({
  id: 2,
  name: "이서연",
  start: "2026-12-02T14:00:00+09:00",
  end: "2026-12-02T15:00:00+09:00",
  conflictCheck: { result: "no_conflict", checkedAt: "2026-11-27T01:00:00Z" },
});

function serve() {
  return answer("get", "/api/bookings", json([unchecked, checked]));
}

afterEach(() => vi.restoreAllMocks());

describe("확정대기", () => {
  it("asks only for pending bookings from today, and shows each one's conflict check and deadline", async () => {
    serve();
    const spy = vi.spyOn(window, "fetch");
    renderApp(<PendingQueue today={TODAY} />);
    const first = await screen.findByRole("listitem", { name: /김민준/ });
    expect(String(spy.mock.calls[0][0])).toBe(`/api/bookings?from=${TODAY}&to=${addDays(TODAY, 366)}&status=pending`);
    expect(screen.getByRole("heading", { name: "확정대기 2건" })).toBeInTheDocument();
    expect(within(first).getByText("이해충돌 확인: 기록 없음")).toBeInTheDocument();
    expect(within(first).getByText("기한 D-3")).toBeInTheDocument();
    const second = screen.getByRole("listitem", { name: /이서연/ });
    expect(within(second).getByText("이해충돌 확인: 충돌 없음")).toBeInTheDocument();
  });

  it("shows the conflict-check refusal in Korean with a link to the request", async () => {
    serve();
    const patch = answer(
      "patch",
      "/api/bookings/1",
      json({ code: "CONFLICT_CHECK_REQUIRED", message: "확정하기 전에 이해충돌 확인 결과를 기록해주세요(변호사법 제31조)." }, 409),
    );
    const { user } = renderApp(<PendingQueue today={TODAY} />);
    const card = await screen.findByRole("listitem", { name: /김민준/ });
    await user.click(within(card).getByRole("button", { name: "확정" }));
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("확정하지 못했습니다. 확정하기 전에 이해충돌 확인 결과를 기록해주세요(변호사법 제31조).");
    expect(within(alert).getByRole("link", { name: "신청 #101 열어 이해충돌 확인 기록하기" })).toHaveAttribute(
      "href",
      "/admin?request=101",
    );
    expect(patch.bodies).toEqual([{ status: "confirmed" }]);
  });

  it("confirms, proposes another time (declining the asked one) and declines with a reason", async () => {
    serve();
    const confirm = answer("patch", "/api/bookings/2", json({ id: 2, status: "confirmed" }));
    const other = answer("patch", "/api/bookings/1", json({ id: 1, status: "declined" }));
    const { user } = renderApp(<PendingQueue today={TODAY} />);
    const second = await screen.findByRole("listitem", { name: /이서연/ });
    await user.click(within(second).getByRole("button", { name: "확정" }));
    await findToast("예약을 확정했습니다.");
    expect(confirm.bodies).toEqual([{ status: "confirmed" }]);

    const first = screen.getByRole("listitem", { name: /김민준/ });
    await user.click(within(first).getByRole("button", { name: "다른 시간 제안" }));
    await user.click(within(first).getByRole("button", { name: "제안 보내기" }));
    expect(within(first).getByRole("alert")).toHaveTextContent("제안할 날짜와 시각을 입력해주세요.");
    expect(other.bodies).toEqual([]);
    await user.type(within(first).getByLabelText(/제안할 시각/), "2026-12-03T11:00");
    await user.click(within(first).getByRole("button", { name: "제안 보내기" }));
    await findToast("다른 시간을 제안했습니다.");
    expect(other.bodies).toEqual([{ status: "declined", proposeStart: "2026-12-03T11:00:00+09:00" }]);

    await user.click(within(first).getByRole("button", { name: "거절" }));
    await user.type(within(first).getByLabelText(/거절 사유/), "해당 분야 상담이 어렵습니다");
    await user.click(within(first).getByRole("button", { name: "거절하기" }));
    await findToast("예약을 거절했습니다.");
    expect(other.bodies[1]).toEqual({ status: "declined", reason: "해당 분야 상담이 어렵습니다" });
  });
});
