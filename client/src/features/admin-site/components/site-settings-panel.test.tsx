import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { AdminHeader } from "@/components/admin/admin-header";
import { SiteSettingsPanel } from "./site-settings-panel";

const VERSIONS = [
  {
    id: 3,
    savedByName: "admin",
    restoredFrom: null,
    createdAt: "2026-11-25T01:00:00.000Z",
    current: true,
    changes: ["대표 전화번호 010-0000-0000 → 02-6951-3300"],
  },
  {
    id: 1,
    savedByName: "샘플 값 (설치 시 기본값)",
    restoredFrom: null,
    createdAt: "2026-11-01T01:00:00.000Z",
    current: false,
    changes: [],
  },
];

afterEach(() => vi.restoreAllMocks());

describe("the office's facts (사무소 정보)", () => {
  it("shows the server's Korean message at the field it names, nested ones included", async () => {
    answer("get", "/api/site-settings", json(SAMPLE_SITE_SETTINGS));
    answer("get", "/api/site-settings/versions", json(VERSIONS));
    const message = "'최고': 최상급 표현. 다른 변호사와 비교하는 표현은 쓸 수 없습니다.";
    answer(
      "put",
      "/api/site-settings",
      json(
        {
          code: "VALIDATION_FAILED",
          message: "입력값을 확인해주세요.",
          fields: { officeName: [message], "address.postalCode": ["우편번호는 숫자 5자리로 입력해주세요"] },
        },
        400,
      ),
    );
    const { user } = renderApp(<SiteSettingsPanel />, { path: "/admin?tab=site" });
    const name = await screen.findByRole("textbox", { name: /^사무소 이름/ });
    await user.clear(name);
    await user.type(name, "최고 형사법률사무소");
    await user.click(screen.getByRole("button", { name: "사무소 정보 저장" }));
    expect(await findToast("저장 실패")).toHaveTextContent("입력값을 확인해주세요.");
    expect(name).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /^우편번호/ })).toHaveAccessibleDescription(
      expect.stringContaining("우편번호는 숫자 5자리로 입력해주세요"),
    );
  });

  it("refuses an invalid phone before sending, and sends a valid change with every field", async () => {
    answer("get", "/api/site-settings", json(SAMPLE_SITE_SETTINGS));
    answer("get", "/api/site-settings/versions", json(VERSIONS));
    const saved = {
      ...SAMPLE_SITE_SETTINGS,
      officeName: "바른길 법률사무소",
      phone: "02-123-4567",
      languages: ["한국어", "English", "日本語"],
    };
    const put = answer("put", "/api/site-settings", json(saved));
    const { user } = renderApp(<SiteSettingsPanel />, { path: "/admin?tab=site" });
    const name = await screen.findByRole("textbox", { name: /^사무소 이름/ });
    await user.clear(name);
    await user.type(name, "바른길 법률사무소");
    const phone = screen.getByRole("textbox", { name: /^대표 전화번호/ });
    await user.clear(phone);
    await user.type(phone, "12");
    await user.click(screen.getByRole("button", { name: "사무소 정보 저장" }));
    expect(await findToast("입력 오류")).toBeVisible();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining("전화번호 형식이 올바르지 않습니다"));
    expect(put.bodies).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, "021234567");
    await user.click(screen.getByRole("button", { name: "상담 가능 언어 항목 추가" }));
    await user.type(screen.getByRole("textbox", { name: "상담 가능 언어 3번째 항목" }), "日本語");
    await user.click(screen.getByRole("button", { name: "사무소 정보 저장" }));
    expect(await findToast("저장 완료")).toBeVisible();
    expect(put.bodies[0]).toEqual({
      ...SAMPLE_SITE_SETTINGS,
      officeName: "바른길 법률사무소",
      phone: "02-123-4567",
      languages: ["한국어", "English", "日本語"],
    });
  });

  it("shows the saved office name in the back office's header at once, without a reload", async () => {
    answer("get", "/api/site-settings", json(SAMPLE_SITE_SETTINGS));
    answer("get", "/api/site-settings/versions", json(VERSIONS));
    answer("put", "/api/site-settings", json({ ...SAMPLE_SITE_SETTINGS, officeName: "바른길 법률사무소" }));
    const { user } = renderApp(
      <>
        <AdminHeader username="admin" onLogout={() => undefined} loggingOut={false} />
        <SiteSettingsPanel />
      </>,
      { path: "/admin?tab=site" },
    );
    const header = screen.getByRole("banner");
    expect(header).toHaveTextContent(SAMPLE_SITE_SETTINGS.officeName);
    const name = await screen.findByRole("textbox", { name: /^사무소 이름/ });
    await user.clear(name);
    await user.type(name, "바른길 법률사무소");
    await user.click(screen.getByRole("button", { name: "사무소 정보 저장" }));
    expect(await findToast("저장 완료")).toBeVisible();
    expect(header).toHaveTextContent("바른길 법률사무소");
  });

  it("lists the versions with '현재' and restores an older one after the confirm", async () => {
    answer("get", "/api/site-settings", json(SAMPLE_SITE_SETTINGS));
    answer("get", "/api/site-settings/versions", json(VERSIONS));
    const restored = { ...SAMPLE_SITE_SETTINGS, officeName: "예전 법률사무소" };
    const restore = answer("post", "/api/site-settings/versions/1/restore", json(restored));
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderApp(<SiteSettingsPanel />, { path: "/admin?tab=site" });
    const versions = await screen.findByRole("region", { name: "저장 기록" });
    expect(await within(versions).findByText("현재")).toBeVisible();
    expect(within(versions).getByText("대표 전화번호 010-0000-0000 → 02-6951-3300")).toBeVisible();
    expect(within(versions).getByText("admin")).toBeVisible();
    const button = within(versions).getByRole("button", { name: /2026년 11월 1일 .* 버전으로 되돌리기/ });
    await user.click(button);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(restore.bodies).toHaveLength(0);
    await user.click(button);
    expect(await findToast("되돌리기 완료")).toBeVisible();
    expect(restore.bodies).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: /^사무소 이름/ })).toHaveValue("예전 법률사무소");
  });
});
