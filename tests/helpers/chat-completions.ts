// A local stand-in for an OpenAI-compatible chat-completions API: records each request, answers as told.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  path: string;
  authorization?: string;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown };
}

export type ChatReply = (res: ServerResponse) => void;

/** A well-formed completion whose message content is `content` (a JSON string, as the model returns it). */
export const completion =
  (content: string): ChatReply =>
  (res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  };

export const status =
  (code: number): ChatReply =>
  (res) => {
    res.writeHead(code, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { message: "test failure" } }));
  };

/** Never answers (the connection stays open until the server closes). */
export const hang: ChatReply = () => undefined;

export async function startChatServer(): Promise<{
  url: string;
  requests: ChatRequest[];
  reply(next: ChatReply): void;
  close(): Promise<void>;
}> {
  const requests: ChatRequest[] = [];
  let current: ChatReply = status(500);
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw || "{}") });
      open.add(res);
      res.on("close", () => open.delete(res));
      current(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (next) => (current = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
