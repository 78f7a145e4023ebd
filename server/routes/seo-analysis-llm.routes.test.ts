// POST /api/analyze-seo with a model configured: merged feedback when it answers, the built-in analysis when
// it fails, and no call at all without the configuration. The model is a local server speaking its API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { completion, startChatServer, status } from "../../tests/helpers/chat-completions";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let chat: Awaited<ReturnType<typeof startChatServer>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  chat = await startChatServer();
  t = await createTestApp({ env: { LLM_API_URL: chat.url, LLM_API_KEY: "sk-test-key", LLM_MODEL: "test-model" } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t.close();
  await chat.close();
});

const draft = {
  title: "음주운전 처벌 기준",
  content: "## 음주운전은 어떻게 처벌되나\n\n도로교통법 제148조의2를 설명합니다.",
  focusKeyword: "음주운전",
};
const analyze = () => admin.post("/api/analyze-seo").set("Origin", t.env.PUBLIC_SITE_URL).send(draft);

describe("POST /api/analyze-seo with a model", () => {
  it("merges the model's feedback and improvements, and says which engine answered", async () => {
    chat.reply(
      completion(
        JSON.stringify({
          feedback: "처벌 기준이 명확합니다. 면허 처분 절차를 보태면 좋겠습니다.",
          improvements: ["행정심판 청구 기한(90일)을 적어 주세요."],
        }),
      ),
    );
    const res = await analyze();
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.engine).toBe("builtin+llm");
    expect(data.feedback).toBe("처벌 기준이 명확합니다. 면허 처분 절차를 보태면 좋겠습니다.");
    expect(data.modelImprovements).toEqual(["행정심판 청구 기한(90일)을 적어 주세요."]);
    expect(data.improvements).toContain("행정심판 청구 기한(90일)을 적어 주세요.");
    expect(data.totalScore).toBe(data.keywordResearch + data.contentQuality + data.structureFormat);
    const sent = chat.requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-test-key");
    expect(sent.body.model).toBe("test-model");
    expect(sent.body.response_format).toEqual({ type: "json_object" });
    expect(sent.body.messages!.find((m) => m.role === "user")!.content).toContain("도로교통법 제148조의2");
  });

  it("falls back to the built-in analysis when the model fails or answers nonsense", async () => {
    for (const reply of [status(500), status(429), completion("JSON이 아닌 답"), completion(JSON.stringify({ wrong: true }))]) {
      chat.reply(reply);
      const res = await analyze();
      expect(res.status).toBe(200);
      expect(res.body.data.engine).toBe("builtin");
      expect(res.body.data.feedback).toBeUndefined();
      expect(res.body.data.checks.length).toBeGreaterThan(10);
    }
  });

  it("calls no model when none is configured", async () => {
    const plain = await createTestApp();
    try {
      const agent = await signedInAgent(plain.app);
      const before = chat.requests.length;
      const res = await agent.post("/api/analyze-seo").set("Origin", plain.env.PUBLIC_SITE_URL).send(draft);
      expect(res.body.data.engine).toBe("builtin");
      expect(chat.requests.length).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
