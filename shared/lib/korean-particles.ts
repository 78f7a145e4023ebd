// Korean particles after a word that is only known at run time (a keyword, a phone number, an office name): the
// form depends on whether the word's last sound has a final consonant (받침). 으로/로 also takes 로 after a final ㄹ.
// Digits and Latin letters are read as Korean speakers say them (0 공/영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a
// consonant; 1, 7, 8 in ㄹ). Other trailing characters (brackets, quotes, punctuation) are skipped.

type Particle = "을/를" | "이/가" | "은/는" | "과/와" | "으로/로";

/** How a final digit is read: with a final consonant, and whether it is ㄹ. 0 공/영, 1 일, 2 이, … 9 구. */
const DIGIT_FINAL: Record<string, "none" | "consonant" | "rieul"> = {
  "0": "consonant",
  "1": "rieul",
  "2": "none",
  "3": "consonant",
  "4": "none",
  "5": "none",
  "6": "consonant",
  "7": "rieul",
  "8": "rieul",
  "9": "none",
};

/** Latin letters as read in Korean: L 엘 and R 알 end in ㄹ; M 엠, N 엔 in a consonant; the rest in a vowel. */
const LATIN_FINAL: Record<string, "consonant" | "rieul"> = { l: "rieul", r: "rieul", m: "consonant", n: "consonant" };

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The index of ㄹ among the final consonants of a composed syllable. */
const FINAL_RIEUL = 8;

/** The last sound of `word`: none (a vowel), a consonant, or ㄹ; undefined when no readable character ends it. */
export function finalSound(word: string): "none" | "consonant" | "rieul" | undefined {
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i];
    const code = ch.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      const final = (code - HANGUL_FIRST) % 28;
      return final === 0 ? "none" : final === FINAL_RIEUL ? "rieul" : "consonant";
    }
    if (ch in DIGIT_FINAL) return DIGIT_FINAL[ch];
    const lower = ch.toLowerCase();
    if (lower >= "a" && lower <= "z") return LATIN_FINAL[lower] ?? "none";
  }
  return undefined;
}

/** The particle's form after `word` (을 or 를, …); "을(를)" style when the word's last sound cannot be read. */
export function particle(word: string, pair: Particle): string {
  const [withFinal, withoutFinal] = pair.split("/");
  const sound = finalSound(word);
  if (sound === undefined) return `${withFinal}(${withoutFinal})`;
  if (pair === "으로/로") return sound === "consonant" ? withFinal : withoutFinal;
  return sound === "none" ? withoutFinal : withFinal;
}

/** `word` followed by its particle: withParticle("출석", "을/를") is "출석을". */
export function withParticle(word: string, pair: Particle): string {
  return `${word}${particle(word, pair)}`;
}
