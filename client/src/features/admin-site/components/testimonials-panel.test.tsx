import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminTestimonial } from "@shared/office/testimonials";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { TestimonialsPanel } from "./testimonials-panel";

const testimonial = (overrides: Partial<AdminTestimonial>): AdminTestimonial => ({
  id: 1,
  position: 0,
  quote: "조사에 동행해 주셔서 버틸 수 있었습니다.",
  clientName: "김○○",
  caseType: "경찰 조사 동행",
  interviewId: null,
  published: false,
  consent: null,
  isSample: false,
  updatedAt: "2026-11-20T01:00:00.000Z",
  ...overrides,
});

const INTERVIEWS = [
  {
    id: 4,
    slug: "family-fraud",
    title: "가족 사기 피해 인터뷰",
    excerpt: "",
    createdAt: "2026-10-01T00:00:00.000Z",
    thumbnailImage: null,
    thumbnailAlt: null,
  },
];

afterEach(() => vi.restoreAllMocks());

describe("testimonials (의뢰인 후기)", () => {
  it("cannot publish without a consent record: the switch is off and explained until date, method and recorder are filled", async () => {
    answer("get", "/api/testimonials", json([]));
    answer("get", "/api/interviews", json(INTERVIEWS));
    const post = answer("post", "/api/testimonials", json(testimonial({ id: 9 }), 201));
    const { user } = renderApp(<TestimonialsPanel />, { path: "/admin?tab=testimonials" });
    await user.click(await screen.findByRole("button", { name: "후기 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "의뢰인 후기 추가" });
    await user.type(within(dialog).getByRole("textbox", { name: /^후기 내용/ }), "차분하게 설명해 주셨습니다.");
    await user.type(within(dialog).getByRole("textbox", { name: /^의뢰인 이름/ }), "박○○");
    await user.type(within(dialog).getByRole("textbox", { name: /^사건 유형/ }), "사기 피해");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /연결할 고객 인터뷰/ }), "가족 사기 피해 인터뷰");
    const publish = within(dialog).getByRole("switch", { name: "홈 화면에 게시" });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription("동의 기록(날짜·방법·기록한 사람)을 모두 입력해야 게시할 수 있습니다.");

    await user.type(within(dialog).getByLabelText(/^동의받은 날짜/), "2026-11-20");
    await user.type(within(dialog).getByRole("textbox", { name: /^동의 방법/ }), "서면 동의서");
    expect(publish).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /^기록한 사람/ }), "홍길동");
    expect(publish).toBeEnabled();
    await user.click(publish);
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    expect(await findToast("저장 완료")).toHaveTextContent("홈 화면에 게시됩니다.");
    expect(post.bodies[0]).toEqual({
      quote: "차분하게 설명해 주셨습니다.",
      clientName: "박○○",
      caseType: "사기 피해",
      interviewId: 4,
      published: true,
      consent: { date: "2026-11-20", method: "서면 동의서", recordedBy: "홍길동" },
    });
  });

  it("keeps a published testimonial from being saved once its consent record is cleared", async () => {
    const consent = { date: "2026-11-20", method: "서면 동의서", recordedBy: "홍길동" };
    answer("get", "/api/testimonials", json([testimonial({ published: true, consent })]));
    answer("get", "/api/interviews", json(INTERVIEWS));
    const put = answer("put", "/api/testimonials/1", json(testimonial({})));
    const { user } = renderApp(<TestimonialsPanel />, { path: "/admin?tab=testimonials" });
    await user.click(await screen.findByRole("button", { name: "김○○ 후기 수정" }));
    const dialog = await screen.findByRole("dialog", { name: "의뢰인 후기 수정" });
    for (const name of [/^동의 방법/, /^기록한 사람/]) await user.clear(within(dialog).getByRole("textbox", { name }));
    await user.clear(within(dialog).getByLabelText(/^동의받은 날짜/));
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    expect(await within(dialog).findByText("의뢰인의 동의 기록(날짜·방법·기록한 사람)이 있어야 게시할 수 있습니다")).toBeVisible();
    expect(put.bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole("switch", { name: "홈 화면에 게시" }));
    expect(within(dialog).getByRole("switch", { name: "홈 화면에 게시" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    await vi.waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ published: false, consent: null });
  });

  it("shows the sample badge, moves a testimonial down with the keyboard and deletes after the confirm", async () => {
    const list = [
      testimonial({ id: 1, isSample: true, published: true, consent: { date: "2025-09-01", method: "샘플", recordedBy: "샘플" } }),
      testimonial({ id: 2, clientName: "이○○" }),
    ];
    answer("get", "/api/testimonials", json(list), json([list[1], list[0]]));
    const order = answer("put", "/api/testimonials/order", json({ success: true }));
    const del = answer("delete", "/api/testimonials/2", json({ success: true, message: "후기를 삭제했습니다." }));
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = renderApp(<TestimonialsPanel />, { path: "/admin?tab=testimonials" });
    const first = await screen.findByRole("article", { name: "김○○ · 경찰 조사 동행" });
    expect(within(first).getByText("샘플")).toBeVisible();
    expect(within(screen.getByRole("article", { name: "이○○ · 경찰 조사 동행" })).queryByText("샘플")).toBeNull();
    within(first).getByRole("button", { name: "김○○ 후기 아래로 이동" }).focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(order.bodies).toEqual([{ ids: [2, 1] }]));
    await vi.waitFor(() =>
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual([
        "testimonial-2-name",
        "testimonial-1-name",
      ]),
    );
    await user.click(screen.getByRole("button", { name: "이○○ 후기 삭제" }));
    expect(confirm).toHaveBeenCalledWith("이○○ 님의 후기를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.");
    expect(await findToast("삭제 완료")).toHaveTextContent("후기를 삭제했습니다.");
    expect(del.bodies).toHaveLength(1);
  });
});
