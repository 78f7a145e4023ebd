import { describe, expect, it } from "vitest";
import { BODY_IN_PAGE, leaveBodiesInPage, takeBodiesFromPage } from "./body-from-dom";

const article = { queryKey: ["board-posts", "a"], state: { data: { title: "제목", contentHtml: "<p>본문</p>" }, status: "success" } };
const list = { queryKey: ["board-posts", "list", ""], state: { data: [{ title: "다른 글" }], status: "success" } };

describe("a page's body sent once", () => {
  it("leaves the body out of the state and puts the page's back, without touching other queries", () => {
    const sent = leaveBodiesInPage([article, list]);
    expect(sent[0].state.data).toEqual({ title: "제목", contentHtml: BODY_IN_PAGE });
    expect(sent[1]).toBe(list);
    expect(article.state.data.contentHtml).toBe("<p>본문</p>");
    expect(JSON.stringify(sent)).not.toContain("본문");
    const back = takeBodiesFromPage(JSON.parse(JSON.stringify(sent)) as typeof sent, "<p>본문</p>");
    expect(back).toEqual([article, list]);
  });

  it("drops a query whose body is not on the page, so that it is fetched again", () => {
    expect(takeBodiesFromPage(leaveBodiesInPage([article, list]), undefined)).toEqual([list]);
  });
});
