// A short, readable name for the device behind a User-Agent string ("크롬 · 윈도우"), in Korean, for the list
// of an administrator's signed-in sessions. Best effort: an unknown agent is "알 수 없는 기기".

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "엣지"],
  [/SamsungBrowser\//, "삼성 인터넷"],
  [/Whale\//, "네이버 웨일"],
  [/NAVER\(inapp/, "네이버 앱"],
  [/KAKAOTALK/, "카카오톡"],
  [/OPR\/|Opera/, "오페라"],
  [/Firefox\/|FxiOS\//, "파이어폭스"],
  [/Chrome\/|CriOS\//, "크롬"],
  [/Safari\//, "사파리"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, "아이폰"],
  [/iPad/, "아이패드"],
  [/Android/, "안드로이드"],
  [/Windows/, "윈도우"],
  [/Mac OS X|Macintosh/, "맥"],
  [/CrOS/, "크롬북"],
  [/Linux/, "리눅스"],
];

export function describeDevice(userAgent: string | undefined | null): string {
  if (!userAgent) return "알 수 없는 기기";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return "알 수 없는 기기";
  return [browser ?? "브라우저", system].filter(Boolean).join(" · ");
}
