// The conflict check's matching rules (변호사법 제31조 수임제한): when is a stored name or phone number "possibly
// the same person" as another. Pure functions, shared by the server (which narrows candidates with an index and
// then confirms each with namesMatch) and its tests.
//
// Names are compared without spaces (김 민수 = 김민수), ignoring Latin letter case. A masked name (김○○, 김*수, 김OO,
// 김ㅇㅇ) matches a name of the same length whose characters are the same at every unmasked position, as long as
// at least one position is unmasked on both sides (○○○ matches nothing). Latin O and X count as masks only in a
// name that also holds a Hangul syllable, so "JOHN" is not a masked name.
import { normalizePhone } from "../lib/phone";

/** Why another request is a possible conflict: same phone, same name, or the other party is involved. */
export type ConflictMatchReason = "phone" | "name" | "otherParty";
export const CONFLICT_MATCH_LABELS: Record<ConflictMatchReason, string> = {
  phone: "전화번호 일치",
  name: "이름 일치",
  otherParty: "상대방 일치",
};

/** Characters that stand for a hidden character in any name. */
const ALWAYS_MASKS = "○◯●◎*＊ㅇ□■△";
/** Latin letters used as masks in Korean names (김OO, 김XX), after lower-casing. */
const LATIN_MASKS = "ox";
/** Every mask character, lower-cased: what the database's name key turns into "*" (see nameKeySql in schema.ts). */
export const NAME_KEY_MASKS = ALWAYS_MASKS + LATIN_MASKS;
const SPACES = /[\s\u3000]+/g;
const HANGUL = /[가-힣]/;

/** The name as compared: no spaces of any kind, A–Z lower-cased (as the database's lower() does in any locale). */
export function compactName(name: string): string {
  return name.replace(SPACES, "").replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Each character of the compact name, with whether it is a mask. */
function positions(name: string): { ch: string; mask: boolean }[] {
  const compact = compactName(name);
  const latinMasks = HANGUL.test(compact);
  return Array.from(compact).map((ch) => ({ ch, mask: ALWAYS_MASKS.includes(ch) || (latinMasks && LATIN_MASKS.includes(ch)) }));
}

/** True when the two names may be the same person's (see the rules at the top). */
export function namesMatch(a: string, b: string): boolean {
  const pa = positions(a);
  const pb = positions(b);
  if (pa.length === 0 || pa.length !== pb.length) return false;
  let shared = 0;
  for (let i = 0; i < pa.length; i++) {
    if (pa[i].mask || pb[i].mask) continue;
    if (pa[i].ch !== pb[i].ch) return false;
    shared++;
  }
  return shared > 0;
}

/** A phone number as stored (national digits), from any common form; digits only when it is no Korean number. */
export function phoneKey(input: string): string {
  return normalizePhone(input) ?? input.replace(/\D/g, "");
}

export function phonesMatch(a: string, b: string): boolean {
  const ka = phoneKey(a);
  return ka.length >= 7 && ka === phoneKey(b);
}

/**
 * The name key the database indexes: the compact name with every possible mask character as "*" (Latin o and x
 * too, whatever the name: the key only narrows the candidates, namesMatch decides).
 */
export function nameKey(name: string): string {
  return Array.from(compactName(name))
    .map((ch) => (NAME_KEY_MASKS.includes(ch) ? "*" : ch))
    .join("");
}

/** At most this many unmasked characters are expanded into masked variants (2^n - 1 patterns). */
const MAX_VARIANT_POSITIONS = 5;
const likeEscape = (ch: string) => (ch === "%" || ch === "_" || ch === "\\" ? `\\${ch}` : ch);

/**
 * LIKE patterns (backslash escapes) over the name key that together find every stored name namesMatch could
 * accept: the name's own masks become "_" (any character), and each subset of its unmasked characters, all but
 * one at most, may be stored masked ("*"). A name with more than five unmasked characters is looked up without
 * the masked variants (a masked name is short).
 */
export function nameKeyPatterns(name: string): string[] {
  const key = Array.from(nameKey(name));
  const visible = key.flatMap((ch, i) => (ch === "*" ? [] : [i]));
  if (visible.length === 0) return [];
  const subsets = visible.length > MAX_VARIANT_POSITIONS ? 1 : 2 ** visible.length - 1;
  const patterns: string[] = [];
  for (let masked = 0; masked < subsets; masked++) {
    const hidden = new Set(visible.filter((_, bit) => masked & (1 << bit)));
    patterns.push(key.map((ch, i) => (ch === "*" ? "_" : hidden.has(i) ? "*" : likeEscape(ch))).join(""));
  }
  return patterns;
}
