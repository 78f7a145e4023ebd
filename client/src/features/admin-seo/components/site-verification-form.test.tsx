import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { hasUnsavedChanges } from "@/lib/unsaved-changes";
import { SiteVerificationSection } from "./site-verification-form";

const GOOGLE = "Xq3vB_0aZ-9kLmN2pQrStUvWxYz01234567890abcde";

describe("검색엔진 소유 확인 in SEO 설정", () => {
  it("takes a pasted meta tag, sends only its content, and says when the server's code wins", async () => {
    answer("get", "/api/search-verification", json({ google: "", naver: "" }));
    answer("get", "/api/search-verification/overrides", json({ google: false, naver: true }));
    const put = answer("put", "/api/search-verification", json({ google: GOOGLE, naver: "" }));
    const { user } = renderApp(<SiteVerificationSection />, { path: "/admin?tab=seo" });
    const google = await screen.findByLabelText(/^구글 서치 콘솔 확인 코드/);
    expect(screen.getByLabelText(/^네이버 서치어드바이저 확인 코드/)).toHaveAccessibleDescription(/서버 설정값이 사용 중입니다/);
    await user.click(google);
    await user.paste(`<meta name="google-site-verification" content="${GOOGLE}" />`);
    expect(screen.getByText("저장하지 않은 변경 사항이 있습니다")).toBeVisible();
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole("button", { name: "소유 확인 코드 저장" }));
    expect(await findToast("저장 완료")).toBeVisible();
    expect(put.bodies).toEqual([{ google: GOOGLE, naver: "" }]);
    expect(google).toHaveValue(GOOGLE);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it("refuses the other engine's tag at the field before sending", async () => {
    answer("get", "/api/search-verification", json({ google: "", naver: "" }));
    answer("get", "/api/search-verification/overrides", json({ google: false, naver: false }));
    const put = answer("put", "/api/search-verification", json({ google: "", naver: "" }));
    const { user } = renderApp(<SiteVerificationSection />, { path: "/admin?tab=seo" });
    await user.click(await screen.findByLabelText(/^구글 서치 콘솔 확인 코드/));
    await user.paste('<meta name="naver-site-verification" content="0f1e2d3c4b5a69788796a5b4c3d2e1f001234567" />');
    await user.click(screen.getByRole("button", { name: "소유 확인 코드 저장" }));
    expect(await screen.findByText(/네이버 서치어드바이저의 태그입니다/)).toBeVisible();
    expect(put.bodies).toEqual([]);
  });
});
