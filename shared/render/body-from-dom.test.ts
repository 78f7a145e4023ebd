// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  FAQ_ANSWER_ATTRIBUTE,
  FAQ_QUESTION_ATTRIBUTE,
  leaveShownInPage,
  SHOWN_IN_PAGE,
  takeShownFromPage,
  tocOfBody,
  tocOfBodyHtml,
} from "./body-from-dom";
import { renderMarkdown } from "../content/markdown";

const MARKDOWN =
  "## 첫 번째 & <제목>\n\n본문입니다.\n\n### `코드`와 [링크](https://example.com) *강조*\n\n#### 세 번째   제목\n\n##### 목차에 없는 제목\n";
const rendered = renderMarkdown(MARKDOWN);
const faqs = [
  { question: "벌금은 얼마인가요?", answer: "사안마다 다릅니다.\n수치와 전력에 따라 달라집니다." },
  { question: "A & B <C>", answer: "  앞뒤 공백도 그대로  " },
];

/** The page as the server renders it: the body, then the questions marked as the FAQ list marks them. */
function page(bodyHtml: string, shownFaqs: typeof faqs): Document {
  const doc = document.implementation.createHTMLDocument();
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  doc.body.innerHTML =
    `<div data-body="">${bodyHtml}</div><ul>` +
    shownFaqs
      .map(
        (f) =>
          `<li><h3>Q. <span ${FAQ_QUESTION_ATTRIBUTE}="">${escape(f.question)}</span></h3><div ${FAQ_ANSWER_ATTRIBUTE}="">${escape(f.answer)}</div></li>`,
      )
      .join("") +
    "</ul>";
  return doc;
}

const article: [string[], unknown] = [["board-posts", "a"], { title: "제목", contentHtml: rendered.html, toc: rendered.toc, faqs }];
const list: [string[], unknown] = [["board-posts", "list", ""], [{ title: "다른 글" }]];

describe("what a page shows, sent once", () => {
  it("leaves the body, its table of contents and the questions out of the state, and reads them back from the page", () => {
    const sent = leaveShownInPage([article, list]);
    expect(sent[0][1]).toEqual({ title: "제목", contentHtml: SHOWN_IN_PAGE, toc: SHOWN_IN_PAGE, faqs: SHOWN_IN_PAGE });
    expect(sent[1]).toBe(list);
    expect((article[1] as { contentHtml: string }).contentHtml).toBe(rendered.html);
    const text = JSON.stringify(sent);
    for (const gone of ["본문입니다", "첫 번째", "벌금은"]) expect(text).not.toContain(gone);
    const back = takeShownFromPage(JSON.parse(text) as typeof sent, page(rendered.html, faqs));
    expect(back).toEqual([article, list]);
  });

  it("reads the table of contents as the markdown renderer wrote it: H2–H4 with ids, text without markup", () => {
    expect(rendered.toc.map((t) => t.level)).toEqual([2, 3, 4]);
    expect(tocOfBodyHtml(rendered.html)).toEqual(rendered.toc);
    expect(tocOfBody(page(rendered.html, []).querySelector("[data-body]")!)).toEqual(rendered.toc);
  });

  it("keeps in the state what the page would not give back the same", () => {
    const odd = {
      contentHtml: rendered.html,
      toc: [{ id: "other", text: "다른 목차", level: 2 }],
      faqs: [{ id: 3, question: "q", answer: "a" }],
    };
    const [[, sent]] = leaveShownInPage([[["k"], odd]]);
    expect(sent).toEqual({ ...odd, contentHtml: SHOWN_IN_PAGE });
    const withReturn = { contentHtml: "<p>x</p>", faqs: [{ question: "q", answer: "줄\r\n바꿈" }] };
    expect((leaveShownInPage([[["k"], withReturn]])[0][1] as { faqs: unknown }).faqs).toEqual(withReturn.faqs);
  });

  it("drops data whose body is not on the page, so that it is fetched again", () => {
    expect(takeShownFromPage(leaveShownInPage([article, list]), document.implementation.createHTMLDocument())).toEqual([list]);
  });
});
