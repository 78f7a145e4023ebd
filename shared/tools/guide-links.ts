// Which deadlines of the calculator a guide names, read from its text: every guide that names one links to the
// calculator (the article page shows the link). The patterns are the wording the guides use.
import type { DeadlineKind } from "./deadline-rules";

const NAMED: Array<[DeadlineKind, RegExp]> = [
  ["appeal", /항소(?:장|를\s?제기|할\s?수|기간|\s?기한)/],
  ["final_appeal", /상고(?:장|를\s?제기|할\s?수|기간)/],
  ["summary_order_trial", /약식명령[\s\S]{0,200}정식재판|정식재판\s?청구/],
  ["summary_trial", /즉결심판/],
  ["appeal_brief", /항소이유서/],
  ["jury_intent", /국민참여재판/],
  ["complaint_period", /고소기간|범인을 알게 된 날부터 6개월/],
  ["ruling_request", /재정신청|통지를 받은 날부터 10일/],
];

/** The deadline kinds `text` (a guide's body, as HTML or markdown) names, in the calculator's order. */
export function deadlinesNamedIn(text: string): DeadlineKind[] {
  return NAMED.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}
