import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_PROFILE } from "@shared/office/attorney-profile";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { ProfilePanel } from "./profile-panel";

const INTERVIEWS = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  slug: `interview-${i + 1}`,
  title: `인터뷰 ${i + 1}`,
  excerpt: "",
  createdAt: "2026-10-01T00:00:00.000Z",
  thumbnailImage: null,
  thumbnailAlt: null,
}));

const PROFILE = { ...SAMPLE_PROFILE, education: ["가나대학교 법학과 졸업", "변호사시험 합격"], awards: [] };

function setup() {
  answer("get", "/api/site-profile", json(PROFILE));
  answer(
    "get",
    "/api/site-profile/versions",
    json([{ id: 2, savedByName: "admin", restoredFrom: null, createdAt: "2026-11-25T01:00:00.000Z", current: true, changes: [] }]),
  );
  answer("get", "/api/interviews", json(INTERVIEWS));
}

describe("the attorney's profile (변호사 소개)", () => {
  it("edits the lines (add, reorder, remove), picks interviews up to six, and sends the profile", async () => {
    setup();
    const put = answer("put", "/api/site-profile", json(PROFILE));
    const { user } = renderApp(<ProfilePanel />, { path: "/admin?tab=profile" });
    await screen.findByRole("textbox", { name: "학력 1번째 항목" });
    await user.click(screen.getByRole("button", { name: "학력 2번째 항목 위로" }));
    expect(screen.getByRole("textbox", { name: "학력 1번째 항목" })).toHaveValue("변호사시험 합격");
    expect(screen.getByRole("button", { name: "학력 1번째 항목 위로" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "수상 항목 추가" }));
    await user.type(screen.getByRole("textbox", { name: "수상 1번째 항목" }), "대한변호사협회 공로상");
    await user.click(screen.getByRole("button", { name: "위원 활동 3번째 항목 삭제" }));

    const picker = screen.getByRole("group", { name: /연결할 고객 인터뷰/ });
    for (const n of [1, 2, 3, 4, 5, 6]) await user.click(await within(picker).findByRole("checkbox", { name: `인터뷰 ${n}` }));
    expect(within(picker).getByRole("checkbox", { name: "인터뷰 7" })).toBeDisabled();
    await user.click(within(picker).getByRole("checkbox", { name: "인터뷰 6" }));
    expect(within(picker).getByRole("checkbox", { name: "인터뷰 7" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "변호사 소개 저장" }));
    expect(await findToast("저장 완료")).toBeVisible();
    expect(put.bodies[0]).toMatchObject({
      education: ["변호사시험 합격", "가나대학교 법학과 졸업"],
      awards: ["대한변호사협회 공로상"],
      committees: SAMPLE_PROFILE.committees.slice(0, 2),
      interviewIds: [1, 2, 3, 4, 5],
      photo: null,
    });
  });

  it("refuses an empty line and a photo without its description, and shows the server's message at a line", async () => {
    setup();
    answer(
      "post",
      "/api/upload/image",
      json(
        {
          success: true,
          data: { url: "/uploads/" + "a".repeat(64) + ".webp", thumbnailUrl: "", filename: "a.webp", width: 800, height: 1000 },
          message: "ok",
        },
        201,
      ),
    );
    const message = "'최초': 최상급 표현. 다른 변호사와 비교하는 표현은 쓸 수 없습니다.";
    const put = answer(
      "put",
      "/api/site-profile",
      json({ code: "VALIDATION_FAILED", message: "입력값을 확인해주세요.", fields: { "career.1": [message] } }, 400),
      json(PROFILE),
    );
    const { user } = renderApp(<ProfilePanel />, { path: "/admin?tab=profile" });
    await user.upload(await screen.findByLabelText(/^프로필 사진/), new File(["x"], "me.png", { type: "image/png" }));
    expect(await findToast("사진 업로드 완료")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^사진 설명/ })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "수상 항목 추가" }));
    await user.click(screen.getByRole("button", { name: "변호사 소개 저장" }));
    expect(await findToast("입력 오류")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^사진 설명/ })).toHaveAccessibleDescription(
      expect.stringContaining("사진 설명(대체 텍스트)을 입력해주세요"),
    );
    expect(screen.getByRole("textbox", { name: "수상 1번째 항목" })).toHaveAccessibleDescription(
      expect.stringContaining("수상 항목이 비어 있습니다"),
    );
    expect(put.bodies).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "수상 1번째 항목 삭제" }));
    await user.type(screen.getByRole("textbox", { name: /^사진 설명/ }), "정장을 입은 변호사");
    await user.click(screen.getByRole("button", { name: "변호사 소개 저장" }));
    expect(await findToast("저장 실패")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "경력 2번째 항목" })).toHaveAccessibleDescription(message);
    expect(put.bodies[0]).toMatchObject({
      photo: { url: "/uploads/" + "a".repeat(64) + ".webp", width: 800, height: 1000, alt: "정장을 입은 변호사" },
    });
  });
});
