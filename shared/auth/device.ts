// A short, readable name for the device behind a User-Agent string ("Chrome · Windows"), for the list of
// an administrator's signed-in sessions. Best effort: an unknown agent is "알 수 없는 기기".

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "삼성 인터넷"],
  [/Whale\//, "네이버 웨일"],
  [/NAVER\(inapp/, "네이버 앱"],
  [/KAKAOTALK/, "카카오톡"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string | undefined | null): string {
  if (!userAgent) return "알 수 없는 기기";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return "알 수 없는 기기";
  return [browser ?? "브라우저", system].filter(Boolean).join(" · ");
}
