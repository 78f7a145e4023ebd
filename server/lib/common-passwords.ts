// New passwords are checked against the most common passwords of public breach corpora (common-passwords.txt
// beside this file, 10,000 entries, read once; no network call). Refused: a listed password, a listed one (or
// a word of the account, like its username) with only digits or symbols around it ("password1234!"), a listed
// word repeated ("qwertyqwerty"), and three characters or fewer repeated.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../paths";

export const COMMON_PASSWORD_MESSAGE = "흔히 쓰이거나 유출된 적이 있는 비밀번호와 같거나 비슷합니다. 다른 비밀번호를 정해주세요";

let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(path.join(ROOT, "server", "lib", "common-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("# ")),
  );
  return list;
}

/** Whether `password` is common, or made of the account's own words (`context`: its username). */
export function isCommonPassword(password: string, context: string[] = []): boolean {
  const words = commonPasswords();
  const text = password.normalize("NFKC").toLowerCase();
  if (words.has(text)) return true;
  if (new Set(text).size <= 3) return true;
  const own = context.map((word) => word.normalize("NFKC").toLowerCase()).filter((word) => word.length >= 4);
  // A listed password followed by digits or symbols only ("123456789012", "qwertyuiop!!").
  for (let end = text.length - 1; end >= 4; end--) {
    const head = text.slice(0, end);
    if ((words.has(head) || own.includes(head)) && /^[\d\W_]*$/u.test(text.slice(end))) return true;
  }
  const stem = text.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (stem.length === 0) return false;
  if (words.has(stem) || own.includes(stem)) return true;
  for (let times = 2; times <= 4; times++) {
    if (stem.length % times !== 0) continue;
    const part = stem.slice(0, stem.length / times);
    if (part.repeat(times) === stem && (words.has(part) || part.length <= 3)) return true;
  }
  return false;
}
