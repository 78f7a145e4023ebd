import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, thisMonday } from "@shared/booking/week";
import { http, HttpResponse } from "msw";
import { answer, json, server } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { BookingAdminPanel } from "./booking-admin-panel";
import { booking } from "./test-bookings";

const MONDAY = thisMonday();
const at = (day: number, time: string) => `${addDays(MONDAY, day)}T${time}:00+09:00`;
const confirmed = booking({
  id: 5,
  status: "confirmed",
  start: at(1, "10:00"),
  end: at(1, "11:00"),
  needsReschedule: true,
  conflictCheck: { result: "no_conflict", checkedAt: null },
});
const proposed = booking({
  id: 6,
  name: "박지훈",
  status: "declined",
  start: at(1, "15:00"),
  end: at(1, "15:30"),
  proposedStart: at(3, "10:00"),
});
const block = { id: 3, start: at(2, "09:00"), end: at(2, "18:00"), label: "재판 출석", source: "manual" };

function serve({ holidays = [] as Array<{ date: string; name: string }> } = {}) {
  server.use(
    http.get("/api/bookings", ({ request }) => {
      const url = new URL(request.url);
      const week = url.searchParams.get("status") === null && url.searchParams.get("from") === MONDAY;
      return HttpResponse.json(week ? [confirmed, proposed] : []);
    }),
  );
  answer("get", "/api/availability-blocks", json([block]));
  answer("get", "/api/holidays", json({ year: 2026, covered: true, holidays }));
  return answer("get", "/api/bookings/5/messages", json({ messages: [] }));
}

afterEach(() => vi.restoreAllMocks());

describe("예약 week view", () => {
  it("shows the week's bookings, blocks and holidays by day, and moves between weeks", async () => {
    serve({ holidays: [{ date: addDays(MONDAY, 3), name: "임시공휴일" }] });
    const { user } = renderApp(<BookingAdminPanel />);
    const week = await screen.findByRole("list", { name: /주$/ });
    const days = within(week).getAllByRole("listitem", { name: /\(.\)/ });
    expect(days).toHaveLength(7);
    expect(within(days[1]).getByRole("button", { name: /10:00~11:00 김민준/ })).toHaveTextContent("확정재조정 필요");
    expect(within(days[1]).getByRole("button", { name: /15:00~15:30 박지훈/ })).toHaveTextContent("다른 시간 제안");
    expect(within(days[2]).getByText("재판 출석")).toBeInTheDocument();
    expect(await within(days[3]).findByText("임시공휴일 (휴일)")).toBeInTheDocument();
    expect(within(days[4]).getByText("예약 없음")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "다음 주" }));
    expect(await screen.findAllByText("예약 없음")).toHaveLength(7);
    expect(screen.getByRole("button", { name: "이번 주" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "이번 주" }));
    expect(await screen.findByRole("button", { name: /10:00~11:00 김민준/ })).toBeInTheDocument();
  });

  it("opens a confirmed booking with 완료 / 노쇼 / 취소 and its messages", async () => {
    const messages = serve();
    const patch = answer("patch", "/api/bookings/5", json({ id: 5, status: "no_show" }));
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = renderApp(<BookingAdminPanel />);
    const item = await screen.findByRole("button", { name: /10:00~11:00 김민준/ });
    expect(messages.bodies).toHaveLength(0); // the messages are read only when a booking is opened
    await user.click(item);
    const dialog = await screen.findByRole("dialog", { name: "예약 상세" });
    expect(within(dialog).getByRole("button", { name: "완료" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "취소" })).toBeInTheDocument();
    expect(await within(dialog).findByText("보낸 알림이나 예정된 알림이 없습니다.")).toBeInTheDocument();
    expect(messages.bodies).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "노쇼" }));
    await findToast("노쇼로 기록했습니다.");
    expect(patch.bodies).toEqual([{ status: "no_show" }]);
  });

  it("adds a block with its Korea times and deletes one after asking", async () => {
    serve();
    const add = answer("post", "/api/availability-blocks", json({ ...block, id: 4, label: "구치소 접견", needsReschedule: [5] }, 201));
    const remove = answer("delete", "/api/availability-blocks/3", json({ success: true, message: "일정을 삭제했습니다." }));
    vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp(<BookingAdminPanel />);
    const form = await screen.findByRole("form", { name: "일정 추가 (재판 출석·부재)" });
    await user.click(within(form).getByRole("button", { name: "일정 추가" }));
    expect(within(form).getByText("일정 이름을 입력해주세요. (예: 재판 출석)")).toBeInTheDocument();
    const date = within(form).getByLabelText(/날짜/);
    await user.clear(date);
    await user.type(date, addDays(MONDAY, 4));
    await user.type(within(form).getByLabelText(/일정 이름/), "구치소 접견");
    await user.click(within(form).getByRole("button", { name: "일정 추가" }));
    expect(await findToast("구치소 접견 일정을 추가했습니다.")).toHaveTextContent("이 시간의 예약 1건을 재조정 필요로 표시했습니다.");
    expect(add.bodies).toEqual([{ start: at(4, "09:00"), end: at(4, "18:00"), label: "구치소 접견" }]);

    await user.click(screen.getByRole("button", { name: "재판 출석 일정 삭제" }));
    expect(remove.bodies).toEqual([]);
    await user.click(screen.getByRole("button", { name: "재판 출석 일정 삭제" }));
    await findToast("일정을 삭제했습니다.");
    expect(remove.bodies).toHaveLength(1);
  });
});
