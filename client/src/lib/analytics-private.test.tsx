// @vitest-environment-options {"url": "https://law.example.kr/admin?tab=consultations&search=%ED%99%8D%EA%B8%B8%EB%8F%99"}
// A build with an analytics id: the GA script is never added on /admin or /auth, and is on a public page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const gaScripts = () => [...document.querySelectorAll("script")].filter((s) => s.src.includes("googletagmanager.com"));
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("VITE_GA_MEASUREMENT_ID", "G-TEST12345");
  vi.stubEnv("DEV", false);
  for (const s of gaScripts()) s.remove();
  delete window.gtag;
});
afterEach(() => vi.unstubAllEnvs());

describe("analytics in a build with a measurement id", () => {
  it("is absent from /admin and /auth, and sends nothing from them", async () => {
    const analytics = await import("./analytics");
    analytics.initAnalytics();
    analytics.trackPageView("/admin");
    await settle();
    history.replaceState(null, "", "/auth");
    analytics.initAnalytics();
    analytics.trackPageView("/auth");
    await settle();
    expect(gaScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it("loads on a public page, and once loaded sends nothing from the back office", async () => {
    history.replaceState(null, "", "/board?q=%EC%9D%8C%EC%A3%BC");
    const analytics = await import("./analytics");
    analytics.initAnalytics();
    await vi.waitFor(() => expect(gaScripts()).toHaveLength(1));
    const hits: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void hits.push(args);
    analytics.trackPageView("/board");
    expect(hits.at(-1)).toEqual(["event", "page_view", { page_location: "https://law.example.kr/board", page_path: "/board" }]);
    history.replaceState(null, "", "/admin?search=%ED%99%8D");
    analytics.trackPageView("/admin");
    analytics.trackConsultationForm("form_start");
    expect(hits).toHaveLength(1);
    // gtag's own automatic hits (history page views with the full address) are off on the private page, and on again on a public one.
    const flag = () => (window as unknown as Record<string, unknown>)["ga-disable-G-TEST12345"];
    expect(flag()).toBe(true);
    history.replaceState(null, "", "/board");
    analytics.trackPageView("/board");
    expect(flag()).toBe(false);
  });
});
