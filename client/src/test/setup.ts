// Runs before every component test file: jest-dom matchers, msw on, and a clean page after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { forgetBackOfficeClient } from "@/lib/query-client";
import { server } from "./api";

// jsdom has no pointer capture; Radix's toast reads it when a toast is pressed (its swipe-to-dismiss).
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// The machine may be busy (other suites run alongside); give screens time to settle before failing.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  // Toasts live in a module-level store that outlives the rendered tree: close what a test left open.
  for (const close of screen.queryAllByRole("button", { name: "닫기" })) fireEvent.click(close);
  cleanup();
  // The admin and sign-in pages share one client per browser tab; each test is a new tab.
  forgetBackOfficeClient();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());
