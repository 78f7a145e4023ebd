// Finding a keyphrase in Korean text. Korean attaches particles and endings to a noun without a space
// (음주운전은, 음주운전을, 음주운전에서, 음주운전으로), so a match is the phrase at the start of a word, followed by
// the end of the word or by a particle or ending. A longer word that merely begins with the phrase
// (음주운전자) is another word and does not count; the offence suffix 죄 (명예훼손죄) does. Letter case is ignored.

/** Particles and endings that may follow a noun inside one word, longest first. */
const PARTICLES = [
  "으로부터",
  "에서부터",
  "이라면",
  "이라고",
  "이라는",
  "이어서",
  "에게서",
  "한테서",
  "으로서",
  "으로써",
  "에서는",
  "에서도",
  "에서의",
  "으로는",
  "으로도",
  "에게는",
  "에게도",
  "까지는",
  "까지도",
  "부터는",
  "이지만",
  "입니다",
  "이에요",
  "이며",
  "이고",
  "이나",
  "이란",
  "이든",
  "이면",
  "이다",
  "이랑",
  "라면",
  "라고",
  "라는",
  "에서",
  "에게",
  "한테",
  "으로",
  "까지",
  "부터",
  "처럼",
  "보다",
  "마다",
  "조차",
  "마저",
  "밖에",
  "이라",
  "로서",
  "로써",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "의",
  "에",
  "로",
  "와",
  "과",
  "도",
  "만",
  "나",
  "란",
  "께",
  "랑",
  "인",
].sort((a, b) => b.length - a.length);

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Every index where `phrase` occurs as a word (or a word with a particle or ending) in `text`. */
function keywordPositions(text: string, phrase: string): number[] {
  const needle = phrase.trim().toLowerCase();
  if (!needle) return [];
  const hay = text.toLowerCase();
  const found: number[] = [];
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) {
    if (isWordChar(hay[i - 1])) continue; // inside another word
    // "죄" (명예훼손죄) names the same offence; a particle may follow it.
    let rest = hay.slice(i + needle.length);
    if (rest.startsWith("죄")) rest = rest.slice(1);
    if (!isWordChar(rest[0])) {
      found.push(i);
      continue;
    }
    const particle = PARTICLES.find((p) => rest.startsWith(p) && !isWordChar(rest[p.length]));
    if (particle) found.push(i);
  }
  return found;
}

export function containsKeyword(text: string, phrase: string): boolean {
  return keywordPositions(text, phrase).length > 0;
}

export function countKeyword(text: string, phrase: string): number {
  return keywordPositions(text, phrase).length;
}
