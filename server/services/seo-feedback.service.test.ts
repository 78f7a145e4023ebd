// The model client on its own, against a local chat-completions server: its timeouts and what it refuses.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { completion, hang, startChatServer } from "../../tests/helpers/chat-completions";
import { setLogLevel } from "../lib/logger";
import { createSeoFeedback, FEEDBACK_TIMEOUT_MS } from "./seo-feedback.service";

let chat: Awaited<ReturnType<typeof startChatServer>>;
beforeAll(async () => {
  setLogLevel("silent");
  chat = await startChatServer();
});
afterAll(async () => {
  await chat.close();
});

const draft = { title: "음주운전 처벌 기준", content: "## 음주운전\n\n본문" };

describe("createSeoFeedback", () => {
  it("gives up on a model that does not answer after 10 seconds by default", async () => {
    expect(FEEDBACK_TIMEOUT_MS).toBe(10_000);
    chat.reply(hang);
    // The request's deadline is the default; the run waits a tenth of it (the hang is the same at any length).
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked: number[] = [];
    const spy = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => (asked.push(ms), timeout(ms / 10)));
    try {
      const started = Date.now();
      expect(await createSeoFeedback({ url: chat.url, key: "k", model: "m" })(draft)).toBeUndefined();
      expect(asked).toEqual([FEEDBACK_TIMEOUT_MS]);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(990);
      expect(elapsed).toBeLessThan(4_000);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses answers that are not the agreed JSON, or too long", async () => {
    const feedback = createSeoFeedback({ url: chat.url, key: "k", model: "m", timeoutMs: 2000 });
    for (const content of [
      "좋은 글입니다.",
      JSON.stringify({ improvements: ["x"] }),
      JSON.stringify({ feedback: "가".repeat(2001) }),
      JSON.stringify({ feedback: "ok", improvements: Array(9).fill("제안") }),
    ]) {
      chat.reply(completion(content));
      expect(await feedback(draft), content.slice(0, 40)).toBeUndefined();
    }
    chat.reply(completion(JSON.stringify({ feedback: "명확합니다.", improvements: [] })));
    expect(await feedback(draft)).toEqual({ feedback: "명확합니다.", improvements: [] });
  });

  it("sends at most 20,000 characters of the text and nothing but the draft", async () => {
    chat.reply(completion(JSON.stringify({ feedback: "ok" })));
    await createSeoFeedback({ url: `${chat.url}/`, key: "k", model: "m" })({ ...draft, content: "가".repeat(30_000) });
    const sent = chat.requests.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    const user = sent.body.messages!.find((m) => m.role === "user")!.content;
    expect(user.length).toBeLessThan(20_100);
  });
});
