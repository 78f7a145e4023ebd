// Text and address fields of the back office's forms, with their Korean messages: one rule for the posts, the
// SEO settings and any form after them. A `topic` carries its particle ("요약은", "OG 이미지 주소는").
import { z } from "./zod";

export const NUL_MESSAGE = "허용되지 않는 문자가 포함되어 있습니다";
export const noNul = (s: string) => !s.includes("\u0000");
/** Said when a single-line field (name, phone, e-mail, assignee) holds a line break, tab or other control character. */
export const CONTROL_CHARACTER_MESSAGE = "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다";
/**
 * No control characters (C0 but NUL, which `noNul` reports, DEL, C1) and no Unicode line or paragraph separators:
 * such a value would break a log line, a CSV row or an e-mail header.
 */
export const isSingleLine = (s: string) => !/[\u0001-\u001f\u007f-\u009f\u2028\u2029]/.test(s);
/** 2048 → "2,048". */
export const won = (n: number) => n.toLocaleString("ko-KR");

export const URL_MAX = 2048;

/** An absolute http(s) address with a host and no spaces. */
function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** A required text: `empty` is said when blank, `topic` names it in the length message. */
export function requiredText(max: number, empty: string, topic: string) {
  return z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `${topic} ${won(max)}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE);
}

/** An optional text; blank is stored as null. */
export function optionalText(max: number, topic: string) {
  return z
    .string({ error: `${topic} 글자로 입력해주세요` })
    .trim()
    .max(max, `${topic} ${won(max)}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => v || null);
}

/** An absolute http(s) URL, or empty (stored as null). */
export function absoluteUrl(topic: string, max: number = URL_MAX) {
  const message = `${topic} http:// 또는 https://로 시작하는 전체 주소로 입력해주세요`;
  return z
    .string({ error: message })
    .trim()
    .max(max, `${topic} ${won(max)}자 이내로 입력해주세요`)
    .refine((v) => v === "" || isAbsoluteHttpUrl(v), message)
    .nullish()
    .transform((v) => v || null);
}
