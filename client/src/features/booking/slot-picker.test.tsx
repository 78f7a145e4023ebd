import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { addDays } from "@shared/holidays/calendar";
import { seoulDate } from "@shared/lib/dates";
import { server } from "@/test/api";
import { SlotPicker } from "./slot-picker";

const TODAY = seoulDate(new Date());
// A horizon of 10 days, as the API answers it: the second week stops at its last day.
const UNTIL = addDays(TODAY, 10);

function serve(): URL[] {
  const asked: URL[] = [];
  server.use(
    http.get("/api/booking/slots", ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const from = url.searchParams.get("from")!;
      const week = addDays(from, 6);
      const to = url.searchParams.get("to") ?? (week < UNTIL ? week : UNTIL);
      const days = [];
      for (let d = from; d <= to; d = addDays(d, 1))
        days.push({ date: d, slots: [{ start: `${d}T10:00:00+09:00`, end: `${d}T10:30:00+09:00` }] });
      return HttpResponse.json({ timeZone: "Asia/Seoul", bookableUntil: UNTIL, days });
    }),
  );
  return asked;
}

describe("the free times' week", () => {
  it("steps only as far as the horizon the API answers, then disables 다음 7일", async () => {
    const asked = serve();
    render(<SlotPicker type="phone-30" value={null} onChange={() => {}} reload={0} idPrefix="t" />);
    const next = screen.getByRole("button", { name: "다음 7일" });
    await screen.findAllByRole("radio", { name: /예약 가능/ });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getAllByRole("radio", { name: /예약 가능/ })).toHaveLength(4));
    expect(asked.map((u) => u.searchParams.get("from"))).toEqual([TODAY, addDays(TODAY, 7)]);
    // The API cuts the week at the horizon: no `to` is sent.
    expect(asked.every((u) => !u.searchParams.has("to"))).toBe(true);
    expect(next).toBeDisabled();
  });

  it("asks for the days up to a deadline's last day only", async () => {
    const asked = serve();
    const lastDay = addDays(TODAY, 2);
    render(<SlotPicker type="phone-30" lastDay={lastDay} value={null} onChange={() => {}} reload={0} idPrefix="t" />);
    await screen.findAllByRole("radio", { name: /예약 가능/ });
    expect(asked[0].searchParams.get("to")).toBe(lastDay);
    expect(screen.getByRole("button", { name: "다음 7일" })).toBeDisabled();
  });
});
