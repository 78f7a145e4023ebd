// Structured data (JSON-LD) as the administrator types it: one checker for the editor (live, with the line of
// the mistake) and for the server (what is stored). A JSON-LD document is an object or an array of objects;
// a bare string or number is not one. Limits keep a page's head small and its parser safe: at most 64 KB
// (UTF-8) and 32 levels of nesting.
//
// The scanner is our own rather than JSON.parse's error text, because engines word and place their errors
// differently (Node and Chromium disagree), and the editor must name the same line the server refuses.

export const STRUCTURED_DATA_LIMITS = { bytes: 64 * 1024, depth: 32 } as const;

export type StructuredDataResult =
  { ok: true; value: Record<string, unknown> | unknown[] } | { ok: false; message: string; line?: number; column?: number };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

/** Checks the grammar of `text` (RFC 8259) and the nesting limit; throws a JsonSyntaxError at the first fault. */
function scan(text: string): void {
  let i = 0;
  const fail = (message: string, at = i): never => {
    throw new JsonSyntaxError(message, at);
  };
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++;
  };
  const describe = (ch: string | undefined) => (ch === undefined ? "문서의 끝" : `'${ch}'`);

  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("\\u 뒤에는 16진수 네 자리가 와야 합니다");
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          i += 2;
        } else {
          fail(`문자열 안의 역슬래시(\\) 뒤에 올 수 없는 문자입니다: ${describe(next)}`);
        }
        continue;
      }
      if (ch < " ") fail("문자열 안에 줄바꿈이나 제어 문자를 그대로 쓸 수 없습니다 (\\n처럼 적어주세요)");
      i++;
    }
    fail('닫는 따옴표(")가 없습니다');
  };

  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`숫자 형식이 올바르지 않습니다`);
    i += m![0].length;
  };

  const value = (depth: number): void => {
    skip();
    const ch = text[i];
    if (ch === "{" || ch === "[") {
      if (depth >= STRUCTURED_DATA_LIMITS.depth) fail(`중첩은 ${STRUCTURED_DATA_LIMITS.depth}단계까지만 허용됩니다`);
      const close = ch === "{" ? "}" : "]";
      i++;
      skip();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (ch === "{") {
          skip();
          if (text[i] !== '"') fail(`속성 이름은 큰따옴표로 감싸야 합니다 (${describe(text[i])} 발견)`);
          string();
          skip();
          if (text[i] !== ":") fail(`속성 이름 뒤에 콜론(:)이 필요합니다 (${describe(text[i])} 발견)`);
          i++;
        }
        value(depth + 1);
        skip();
        if (text[i] === ",") {
          const comma = i++;
          skip();
          if (text[i] === close) fail(`마지막 항목 뒤의 쉼표(,)는 지워야 합니다`, comma);
          continue;
        }
        if (text[i] === close) {
          i++;
          return;
        }
        fail(`쉼표(,) 또는 '${close}'가 필요합니다 (${describe(text[i])} 발견)`);
      }
    }
    if (ch === '"') return string();
    if (ch === "-" || (ch >= "0" && ch <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (ch === "'") fail('문자열은 작은따옴표가 아닌 큰따옴표(")로 감싸야 합니다');
    fail(`값이 와야 할 자리에 ${describe(ch)}이(가) 있습니다`);
  };

  value(0);
  skip();
  if (i < text.length) fail(`JSON이 끝난 뒤에 ${describe(text[i])}이(가) 더 있습니다`);
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return { line, column };
}

/** Checks and parses structured data typed by the administrator. Korean messages; syntax errors name line and column. */
export function parseStructuredData(text: string): StructuredDataResult {
  if (text.trim() === "") return { ok: false, message: "구조화 데이터를 입력해주세요" };
  if (new TextEncoder().encode(text).length > STRUCTURED_DATA_LIMITS.bytes) {
    return { ok: false, message: `구조화 데이터는 ${STRUCTURED_DATA_LIMITS.bytes / 1024}KB 이내로 입력해주세요` };
  }
  if (text.includes("\u0000")) return { ok: false, message: "허용되지 않는 문자가 포함되어 있습니다" };
  try {
    scan(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = lineAndColumn(text, error.offset);
    return { ok: false, message: `JSON 형식이 올바르지 않습니다: ${line}번째 줄 ${column}번째 글자 — ${error.message}`, line, column };
  }
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== "object") {
    return { ok: false, message: "구조화 데이터는 { }로 감싼 객체나 [ ]로 감싼 배열이어야 합니다" };
  }
  return { ok: true, value: value as Record<string, unknown> | unknown[] };
}

/** Rating and review markup found anywhere in the document: the advertising rules restrict it. */
export function reviewMarkupIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    for (const [key, child] of Object.entries(node)) {
      if (key === "aggregateRating" || key === "review" || key === "reviews") found.add(key);
      if (
        key === "@type" &&
        (child === "Review" ||
          child === "AggregateRating" ||
          (Array.isArray(child) && child.some((t) => t === "Review" || t === "AggregateRating")))
      ) {
        found.add(String(Array.isArray(child) ? child.find((t) => t === "Review" || t === "AggregateRating") : child));
      }
      walk(child);
    }
  };
  walk(value);
  return [...found];
}
