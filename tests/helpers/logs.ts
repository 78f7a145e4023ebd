// The JSON log lines the app writes while `run` runs (the level raised to info for it, then silent again).
import { setLogLevel } from "../../server/lib/logger";

export async function captureLogs(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((s) => s.write);
  for (const s of streams) {
    s.write = ((chunk: string | Uint8Array) => {
      const text = String(chunk);
      if (text.startsWith("{")) lines.push(text);
      return true;
    }) as typeof s.write;
  }
  setLogLevel("info");
  try {
    await run();
  } finally {
    streams.forEach((s, i) => (s.write = writes[i]));
    setLogLevel("silent");
  }
  return lines.flatMap((l) => l.trim().split("\n")).map((l) => JSON.parse(l) as Record<string, unknown>);
}
