// Reading time and text counts of an article, shown in the post editor and stored with each post.
// Two formulas, both kept because the editor shows both figures:
// - by words: whitespace-separated words at 200 a minute, rounded up (the quick figure of the post form);
// - by script: Korean characters at 500 a minute, Latin words at 200 and numbers at 100, counted on the text
//   with HTML tags removed, rounded up, at least one minute. Korean is read by the character, so this is the
//   figure stored as a post's reading time.

const TAG = /<[^>]*>/g;
const HANGUL = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]/g;
const LATIN_WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
/** A number as written: 3, 0.03, 1,000, 2026. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** Whitespace-separated words that contain a letter or a digit (markdown markers such as "##" or "-" are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Characters other than whitespace, counted in code points. */
export function countCharacters(text: string): number {
  return Array.from(text.replace(/\s+/g, "")).length;
}

export function readingMinutesByWords(text: string): number {
  return Math.ceil(countWords(text) / 200);
}

export interface ScriptCounts {
  korean: number;
  latinWords: number;
  numbers: number;
}

export function countByScript(text: string): ScriptCounts {
  const plain = text.replace(TAG, " ");
  return {
    korean: plain.match(HANGUL)?.length ?? 0,
    latinWords: plain.match(LATIN_WORD)?.length ?? 0,
    numbers: plain.match(NUMBER)?.length ?? 0,
  };
}

export function readingMinutesByScript(text: string): number {
  const { korean, latinWords, numbers } = countByScript(text);
  return Math.max(1, Math.ceil(korean / 500 + latinWords / 200 + numbers / 100));
}
