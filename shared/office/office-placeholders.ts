// The office's facts as placeholders in the attorney's own texts. The home page's texts and the acknowledgement
// messages share one vocabulary (here) and one renderer (site-facts.ts, in every page's code already: the home
// page fills its texts with it), so "{답변시간}" reads the same on a page and in a text message.
/** Each placeholder of the office's facts, with what it becomes (shown to the attorney beside the editors). */
export const OFFICE_PLACEHOLDERS = {
  "{사무소}": "사무소 이름",
  "{전화번호}": "대표 전화번호",
  "{상담시간}": "상담 시간",
  "{답변시간}": "답변 약속 시간 (예: 24시간 이내)",
} as const;
export type OfficePlaceholder = keyof typeof OFFICE_PLACEHOLDERS;

/** The office's facts a text may show: the port every sender and page reads them through. */
export interface OfficeFacts {
  officeName: string;
  phone: string;
  hours: string;
  replyWithinHours: number;
}

/** The office's facts out of its saved settings (which hold many more fields). */
export function officeFactsOf(site: OfficeFacts): OfficeFacts {
  return { officeName: site.officeName, phone: site.phone, hours: site.hours, replyWithinHours: site.replyWithinHours };
}

/** Braced words in `text` that are not among `known` (a form refuses them when saving). */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).filter((token) => !known.includes(token));
}

/**
 * A text saved before the vocabulary was one: the acknowledgements wrote the phone as {전화} and the reply window
 * as "{답변시간} 이내" (the window alone then rendered "24시간"). Both read as today's placeholders.
 */
export function upgradeLegacyPlaceholders(text: string): string {
  return text.replaceAll("{전화}", "{전화번호}").replace(/\{답변시간\}\s*이내/g, "{답변시간}");
}
