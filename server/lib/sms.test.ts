// The Solapi adapter against a local server speaking Solapi's protocol: the signed request, and how each kind
// of answer is classified (sent, permanent failure, retry).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SOLAPI, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { createSolapiSender, SmsSendError, solapiAuthorization } from "./sms";

let fake: FakeSolapi;
beforeAll(async () => {
  fake = await startFakeSolapi();
});
afterAll(() => fake.close());

const sender = (timeoutMs = 2000, apiSecret: string = FAKE_SOLAPI.apiSecret) =>
  createSolapiSender({ url: fake.url, apiKey: FAKE_SOLAPI.apiKey, apiSecret, sender: FAKE_SOLAPI.sender, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe("Solapi adapter", () => {
  it("signs like Solapi's documented sample", () => {
    // The documentation's sample header: the same date, salt and signature format.
    const header = solapiAuthorization("NCSAYU7YDBXYORXC", "secret", "2019-07-01T00:41:48Z", "jqsba2jxjnrjor");
    expect(header).toMatch(/^HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, signature=[0-9a-f]{64}$/);
  });

  it("sends a signed message and returns the provider's message id", async () => {
    const result = await sender().send({ to: "01012345678", text: "접수되었습니다" });
    expect(result.messageId).toMatch(/^M4VTEST\d{6}$/);
    expect(fake.received.at(-1)).toEqual({ to: "01012345678", from: FAKE_SOLAPI.sender, text: "접수되었습니다", signed: true });
  });

  it("a wrong secret is refused (403) as a permanent failure", async () => {
    const error = await failure(sender(2000, "wrong-secret").send({ to: "01012345678", text: "x" }));
    expect(error.retry).toBe(false);
    expect(error.message).toContain("HTTP 403 SignatureDoesNotMatch");
  });

  it("4xx is permanent, without the number the provider echoed", async () => {
    fake.answer("bad-request");
    const error = await failure(sender().send({ to: "01012345678", text: "x" }));
    expect(error.retry).toBe(false);
    expect(error.message).toBe("문자 발송 요청 거절 (HTTP 400 ValidationError)");
    expect(error.message).not.toContain("01012345678");
  });

  it("5xx and 429 are retried", async () => {
    fake.answer("server-error", "too-many");
    expect((await failure(sender().send({ to: "01012345678", text: "x" }))).retry).toBe(true);
    expect((await failure(sender().send({ to: "01012345678", text: "x" }))).retry).toBe(true);
  });

  it("a provider that does not answer in time is a retry, after the timeout", async () => {
    fake.answer("hang");
    const started = Date.now();
    const error = await failure(sender(300).send({ to: "01012345678", text: "x" }));
    expect(error.retry).toBe(true);
    expect(error.message).toContain("시간 초과");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("no server at the address is a retry", async () => {
    const gone = createSolapiSender({ url: "http://127.0.0.1:1", apiKey: "k", apiSecret: "s", sender: "0212345678", timeoutMs: 1000 });
    expect((await failure(gone.send({ to: "01012345678", text: "x" }))).retry).toBe(true);
  });
});
