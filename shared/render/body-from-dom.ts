// What a page shows is sent once. The article and interview pages render their body (`contentHtml`, HTML made
// by shared/content/markdown.ts), its table of contents (`toc`, the body's H2–H4 headings) and an article's questions
// (`faqs`) into the page; the hydration state would repeat them, nearly doubling the page's size. So the
// server leaves them out of the state (SHOWN_IN_PAGE in their place) and the browser, before hydrating, reads
// them back from the page: the body from the element that shows it (BODY_ATTRIBUTE), the table of contents
// from the body's headings, the questions from the FAQ list (FAQ_*_ATTRIBUTE). React does not compare such
// inner HTML while hydrating, so the browser's serialisation of the same markup serves as well as the text.
// The server leaves a table of contents or questions out only when reading them back gives the same values.
import type { TocEntry } from "../content/markdown";
import type { Faq } from "../content/faq";
import { leftInPage, SHOWN_IN_PAGE } from "./ssr-contract";
import { collapseWhitespace } from "../lib/whitespace";

export { SHOWN_IN_PAGE };
/** The attribute of the element showing the page's body. */
export const BODY_ATTRIBUTE = "data-body";
/**
 * On the parts of a body shown in pieces (a call to action between them): the body is their HTML joined, and
 * anything between the parts is the page's own, not the body's.
 */
export const BODY_PART_ATTRIBUTE = "data-body-part";

/**
 * Where a guide's body takes its one inline call to action: before its third H2 (the end of the second section),
 * or before the second when there are only two; null with fewer (a short body needs none).
 */
export function splitForInlineCta(html: string): [string, string] | null {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((m) => m.index);
  const at = starts.length >= 3 ? starts[2] : starts.length === 2 ? starts[1] : -1;
  return at > 0 ? [html.slice(0, at), html.slice(at)] : null;
}

/** The body's HTML as the browser holds it: its parts joined, or the whole element. */
function bodyHtml(body: Element): string {
  const parts = body.querySelectorAll(`:scope > [${BODY_PART_ATTRIBUTE}]`);
  return parts.length > 0 ? Array.from(parts, (p) => p.innerHTML).join("") : body.innerHTML;
}
/** On each question of the FAQ list: the element holding the question's text, and the one holding its answer. */
export const FAQ_QUESTION_ATTRIBUTE = "data-faq-q";
export const FAQ_ANSWER_ATTRIBUTE = "data-faq-a";

type Pair = [readonly unknown[], unknown];
interface Shown {
  contentHtml: unknown;
  toc?: unknown;
  faqs?: unknown;
}

const isShown = (data: unknown): data is Shown & { contentHtml: string } =>
  typeof data === "object" && data !== null && typeof (data as Shown).contentHtml === "string";
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

/** The server's reading of a body's table of contents from its HTML: each H2–H4 with an id, as the browser reads it. */
export function tocOfBodyHtml(html: string): TocEntry[] {
  return [...html.matchAll(/<h([234]) id="([^"]*)">([\s\S]*?)<\/h\1>/g)].map(([, level, id, inner]) => ({
    id: decode(id),
    text: collapseWhitespace(decode(inner.replace(/<[^>]*>/g, ""))),
    level: Number(level) as TocEntry["level"],
  }));
}

/** The browser's reading of the table of contents from the body's element. */
export function tocOfBody(body: Element): TocEntry[] {
  return [...body.querySelectorAll("h2[id],h3[id],h4[id]")].map((h) => ({
    id: h.id,
    text: collapseWhitespace(h.textContent ?? ""),
    level: Number(h.tagName.slice(1)) as TocEntry["level"],
  }));
}

/** The questions and answers the page shows, in order. */
function faqsOfPage(root: ParentNode): Faq[] {
  const answers = [...root.querySelectorAll(`[${FAQ_ANSWER_ATTRIBUTE}]`)];
  return [...root.querySelectorAll(`[${FAQ_QUESTION_ATTRIBUTE}]`)].map((q, i) => ({
    question: q.textContent ?? "",
    answer: answers[i]?.textContent ?? "",
  }));
}

/** Whether the page's text gives these questions back exactly (plain question and answer, no carriage return). */
const faqsRoundTrip = (faqs: unknown): boolean =>
  Array.isArray(faqs) && faqs.every((f: Faq) => same(Object.keys(f), ["question", "answer"]) && !/\r/.test(f.question + f.answer));

/** The server's side: the page's data with what the page shows replaced by SHOWN_IN_PAGE (a copy; nothing changed). */
export function leaveShownInPage<P extends Pair>(pairs: P[]): P[] {
  return pairs.map((p) => {
    const data = p[1];
    if (!isShown(data)) return p;
    const sent: Shown = { ...data, contentHtml: SHOWN_IN_PAGE };
    if (Array.isArray(data.toc) && same(tocOfBodyHtml(data.contentHtml), data.toc)) sent.toc = SHOWN_IN_PAGE;
    if (faqsRoundTrip(data.faqs)) sent.faqs = SHOWN_IN_PAGE;
    return [p[0], sent] as P;
  });
}

/**
 * The browser's side: puts back what the page shows into the data that left it there (a page shows one
 * body). Data whose body is not on the page is dropped, to be fetched again.
 */
export function takeShownFromPage<P extends Pair>(pairs: P[], page: ParentNode): P[] {
  const body = page.querySelector(`[${BODY_ATTRIBUTE}]`);
  return pairs.flatMap((p) => {
    if (!leftInPage(p)) return [p];
    if (!body) return [];
    const data = p[1] as Shown;
    const back: Shown = { ...data, contentHtml: bodyHtml(body) };
    if (data.toc === SHOWN_IN_PAGE) back.toc = tocOfBody(body);
    if (data.faqs === SHOWN_IN_PAGE) back.faqs = faqsOfPage(page);
    return [[p[0], back] as P];
  });
}
