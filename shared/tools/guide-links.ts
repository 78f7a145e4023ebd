// Whether a guide names a deadline the calculator computes, read from its text: every guide that does links to
// the calculator (the article page shows the link). The pattern is the wording the guides use: 항소·상고,
// 정식재판 청구, 즉결심판, 항소이유서, 국민참여재판, 고소기간, 재정신청 and the guides' 10-day protective rule.
const NAMED =
  /항소(?:장|를\s?제기|할\s?수|기간|\s?기한|이유서)|상고(?:장|를\s?제기|할\s?수|기간)|정식재판\s?청구|약식명령[\s\S]{0,200}정식재판|즉결심판|국민참여재판|고소기간|범인을 알게 된 날부터 6개월|재정신청|통지를 받은 날부터 10일/;

export function namesDeadline(text: string): boolean {
  return NAMED.test(text);
}
