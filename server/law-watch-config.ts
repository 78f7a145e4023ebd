// The law watch's configuration, parsed fail-closed: LAW_API_OC (the OC key 법제처 issued) and LAW_API_URL (the
// DRF base, https://www.law.go.kr/DRF). Both unset: the watch is off, with that reason on the launch checklist.
// A malformed value is a start-up error, never a quiet "off": an OC with spaces or other characters than the
// key's, only one of the two set, or a URL that is not https (plain http is allowed on loopback only, for the
// tests' fake server) or carries a query, a fragment or credentials. The Referer every request sends is the
// site's own address (PUBLIC_SITE_URL), the domain registered with the key: without it the API refuses a valid key.
import type { Env } from "./env";

interface LawApiConfig {
  oc: string;
  /** The DRF base without a trailing slash: {base}/lawSearch.do, {base}/lawService.do. */
  base: string;
  referer: string;
}

export type LawWatchConfig = { enabled: true; api: LawApiConfig } | { enabled: false; reason: string };

const OC_PATTERN = /^[A-Za-z0-9._-]{2,64}$/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export class LawWatchConfigError extends Error {}

export function lawWatchConfigOf(env: Pick<Env, "LAW_API_OC" | "LAW_API_URL" | "PUBLIC_SITE_URL">): LawWatchConfig {
  const oc = env.LAW_API_OC?.trim() ?? "";
  const url = env.LAW_API_URL?.trim() ?? "";
  if (!oc && !url) return { enabled: false, reason: "법령 정보 API가 설정되지 않아 법령 변경 확인이 꺼져 있습니다." };
  if (!oc) throw new LawWatchConfigError("LAW_API_URL is set but LAW_API_OC is empty: set both (the law watch) or neither.");
  if (!url) throw new LawWatchConfigError("LAW_API_OC is set but LAW_API_URL is empty: set both (the law watch) or neither.");
  if (!OC_PATTERN.test(oc)) throw new LawWatchConfigError("LAW_API_OC must be the OC key as issued (letters, digits, . _ -).");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LawWatchConfigError("LAW_API_URL is not a URL (expected https://www.law.go.kr/DRF).");
  }
  const loopbackHttp = parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname);
  if (parsed.protocol !== "https:" && !loopbackHttp)
    throw new LawWatchConfigError("LAW_API_URL must be https (plain http only on loopback).");
  if (parsed.search || parsed.hash || parsed.username || parsed.password)
    throw new LawWatchConfigError("LAW_API_URL must be the DRF base only, without a query, fragment or credentials.");
  return { enabled: true, api: { oc, base: parsed.href.replace(/\/+$/, ""), referer: `${env.PUBLIC_SITE_URL}/` } };
}
