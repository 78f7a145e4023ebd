import { describe, expect, it } from "vitest";
import { excerptFromMarkdown, markdownToPlainText, renderMarkdown } from "./markdown";

const html = (markdown: string) => renderMarkdown(markdown).html;

describe("renderMarkdown: blocks and inline", () => {
  it("turns plain lines into paragraphs", () => {
    expect(html("첫 문단입니다.\n\n둘째 문단입니다.")).toBe("<p>첫 문단입니다.</p>\n<p>둘째 문단입니다.</p>\n");
  });
  it("renders bold and italic", () => {
    expect(html("**굵게** 그리고 *기울임*")).toBe("<p><strong>굵게</strong> 그리고 <em>기울임</em></p>\n");
  });
  it("renders bullet and numbered lists", () => {
    expect(html("- 체포\n- 구속")).toBe("<ul>\n<li>체포</li>\n<li>구속</li>\n</ul>\n");
    expect(html("1. 접수\n2. 상담")).toBe("<ol>\n<li>접수</li>\n<li>상담</li>\n</ol>\n");
  });
  it("renders block quotes and --- as a horizontal rule", () => {
    expect(html("> 판례 인용")).toBe("<blockquote>\n<p>판례 인용</p>\n</blockquote>\n");
    expect(html("위\n\n---\n\n아래")).toBe("<p>위</p>\n<hr>\n<p>아래</p>\n");
  });
  it("renders a table with a header row, drops the separator and wraps it for scrolling", () => {
    const out = html("| 죄명 | 형량 |\n|---|---|\n| 음주운전 | 1년 이하 |");
    expect(out).toBe(
      '<div class="md-table" tabindex="0" role="region" aria-label="표">\n<table>\n<thead>\n<tr>\n<th>죄명</th>\n<th>형량</th>\n</tr>\n</thead>\n' +
        "<tbody>\n<tr>\n<td>음주운전</td>\n<td>1년 이하</td>\n</tr>\n</tbody>\n</table>\n</div>\n",
    );
  });
  it("names each table's region after the heading above it, numbering a repeat, so no two share a name", () => {
    const out = html(
      "## 처벌 **기준**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n| c | d |\n|---|---|\n| 3 | 4 |\n\n### 양형 & 감경\n\n| e | f |\n|---|---|\n| 5 | 6 |",
    );
    expect([...out.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "표: 처벌 기준",
      "표: 처벌 기준 (2)",
      "표: 양형 &amp; 감경",
    ]);
  });
  it("gives the same output for the same input", () => {
    const source = "# 제목\n\n## 절\n\n## 절\n\n![a](@assets/a.png) [b](https://example.com)";
    expect(renderMarkdown(source)).toEqual(renderMarkdown(source));
  });
});

describe("renderMarkdown: images", () => {
  it("rewrites @assets/ paths to /attached_assets/ and marks images lazy", () => {
    expect(html("![사무실](@assets/office/lobby-800.webp)")).toBe(
      '<p><img src="/attached_assets/office/lobby-800.webp" alt="사무실" loading="lazy" decoding="async" class="md-img"></p>\n',
    );
  });
  it("keeps other image paths and adds the same attributes", () => {
    const out = html('![도표](https://cdn.example.com/chart.png "도표 제목")');
    expect(out).toContain('src="https://cdn.example.com/chart.png"');
    expect(out).toContain('title="도표 제목"');
    expect(out).toContain('loading="lazy" decoding="async" class="md-img"');
  });
  it("rewrites only a leading @assets/", () => {
    expect(html("![x](/img/@assets/a.png)")).toContain('src="/img/@assets/a.png"');
  });
});

describe("renderMarkdown: links", () => {
  it("opens absolute http(s) links in a new tab", () => {
    for (const url of ["https://www.law.go.kr/", "http://example.com/a?b=1", "//example.com/x"]) {
      expect(html(`[법령](${url})`)).toMatch(/<a href="[^"]+" target="_blank" rel="noopener noreferrer">법령<\/a>/);
    }
  });
  it("leaves relative, anchor and mailto links in the same tab", () => {
    expect(html("[상담](/consultation)")).toBe('<p><a href="/consultation">상담</a></p>\n');
    expect(html("[다음](../articles/b)")).toBe('<p><a href="../articles/b">다음</a></p>\n');
    expect(html("[목차](#절차)")).toContain('<a href="#%EC%A0%88%EC%B0%A8">목차</a>');
    expect(html("[메일](mailto:office@example.com)")).toBe('<p><a href="mailto:office@example.com">메일</a></p>\n');
  });
});

describe("renderMarkdown: headings and table of contents", () => {
  it("keeps Hangul and drops punctuation in ids", () => {
    const { html: out, toc } = renderMarkdown("## 음주운전, 처벌은 어떻게 되나요?");
    expect(out).toBe('<h2 id="음주운전-처벌은-어떻게-되나요">음주운전, 처벌은 어떻게 되나요?</h2>\n');
    expect(toc).toEqual([{ id: "음주운전-처벌은-어떻게-되나요", text: "음주운전, 처벌은 어떻게 되나요?", level: 2 }]);
  });
  it("uses section when the slug is empty and suffixes duplicates", () => {
    const { toc } = renderMarkdown("## ?!\n\n## !!\n\n## 절차\n\n## 절차\n\n## 절차\n\n## 절차-2");
    expect(toc.map((entry) => entry.id)).toEqual(["section", "section-2", "절차", "절차-2", "절차-3", "절차-2-2"]);
  });
  it("renders an H1 as H2 and lists it in the toc", () => {
    const { html: out, toc } = renderMarkdown("# 머리말");
    expect(out).toBe('<h2 id="머리말">머리말</h2>\n');
    expect(out).not.toContain("<h1");
    expect(toc).toEqual([{ id: "머리말", text: "머리말", level: 2 }]);
  });
  it("lists H2 to H4 in document order with plain text; H5 and H6 get no id", () => {
    const source = "## 수사 **단계**\n\n### `조사` 준비\n\n#### [변호인](/lawyers) 선임\n\n##### 참고\n\n## 재판";
    const { html: out, toc } = renderMarkdown(source);
    expect(toc).toEqual([
      { id: "수사-단계", text: "수사 단계", level: 2 },
      { id: "조사-준비", text: "조사 준비", level: 3 },
      { id: "변호인-선임", text: "변호인 선임", level: 4 },
      { id: "재판", text: "재판", level: 2 },
    ]);
    expect(out).toContain("<h5>참고</h5>");
  });
  it("puts the prefix before every id", () => {
    const { html: out, toc } = renderMarkdown("## 개요\n\n## 개요", { headingIdPrefix: "preview-" });
    expect(toc.map((entry) => entry.id)).toEqual(["preview-개요", "preview-개요-2"]);
    expect(out).toContain('<h2 id="preview-개요-2">');
  });
  it("starts counting duplicates afresh on every call", () => {
    renderMarkdown("## 개요");
    expect(renderMarkdown("## 개요").toc[0].id).toBe("개요");
  });
});

// Every tag must be one markdown produces, with only quoted attributes, none of them an
// event handler, and no href/src a browser would run as script.
const ALLOWED_TAGS = new Set(
  "p h2 h3 h4 h5 h6 a img em strong s code pre ul ol li blockquote hr br table thead tbody tr th td div".split(" "),
);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function assertInert(out: string): void {
  expect(out).not.toMatch(/<script/i);
  expect(out).not.toMatch(/<iframe/i);
  expect(out).not.toMatch(/<svg/i);
  for (const tag of out.match(/<[^>]*>/g) ?? []) {
    const closing = /^<\/([a-z0-9]+)>$/.exec(tag);
    const opening = /^<([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)>$/.exec(tag);
    const name = closing?.[1] ?? opening?.[1];
    expect(name && ALLOWED_TAGS.has(name), `unexpected tag ${tag}`).toBe(true);
    for (const [, attr, value] of opening?.[2].matchAll(/\s([a-z-]+)="([^"]*)"/g) ?? []) {
      expect(attr, tag).not.toMatch(/^on/i);
      if (attr !== "href" && attr !== "src") continue;
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020\u007f]+/g, "")
        .toLowerCase();
      expect(url, tag).not.toMatch(/^(?:javascript|vbscript|file):/);
      if (url.startsWith("data:")) expect(attr === "src" && /^data:image\/(?:gif|png|jpeg|webp);/.test(url), tag).toBe(true);
    }
  }
}

const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](  javascript:alert(1))",
  "[x](java&#115;cript:alert(1))",
  "[x](&#x6A;avascript&colon;alert(1))",
  "[x](<java\tscript:alert(1)>)",
  "[x][evil]\n\n[evil]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD4=)",
  "[x](file:///etc/passwd)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '<a href="javascript:alert(1)">x</a>',
  "<svg onload=alert(1)>",
  '<iframe src="https://evil.example/"></iframe>',
  '"><script>alert(1)</script>',
  "## 제목 <script>alert(1)</script>",
  "| 항목 |\n|---|\n| <img src=x onerror=alert(1)> |",
  '![" onerror="alert(1)](x.png)',
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  "[<img src=x onerror=alert(1)>](https://example.com)",
  '```js" onmouseover="alert(1)\ncode\n```',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<!-- x --><script>alert(1)</script>",
];

describe("renderMarkdown: XSS", () => {
  it.each(XSS_PAYLOADS)("renders %j inert", (payload) => {
    assertInert(renderMarkdown(payload).html);
  });
  it("refuses unsafe link schemes instead of making a link or image", () => {
    const refused = [
      "[x](javascript:alert(1))",
      "[x](JAVASCRIPT:alert(1))",
      "[x](  javascript:alert(1))",
      "[x](java&#115;cript:alert(1))",
      "[x](&#x6A;avascript&colon;alert(1))",
      "[x][evil]\n\n[evil]: javascript:alert(1)",
      "<javascript:alert(1)>",
      "[x](vbscript:msgbox(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "[x](file:///etc/passwd)",
      "![x](javascript:alert(1))",
      "![x](data:image/svg+xml;base64,PHN2Zz4=)",
    ];
    for (const payload of refused) expect(html(payload), payload).not.toMatch(/<a |<img /);
    // A tab inside <…> is percent-encoded, leaving a harmless relative path.
    expect(html("[x](<java\tscript:alert(1)>)")).toBe('<p><a href="java%09script:alert(1)">x</a></p>\n');
  });
  it("shows raw HTML as text", () => {
    expect(html("<b>굵게</b>")).toBe("<p>&lt;b&gt;굵게&lt;/b&gt;</p>\n");
  });
  it("has a checker that catches unsafe output", () => {
    expect(() => assertInert('<a href="javascript:alert(1)">x</a>')).toThrow();
    expect(() => assertInert('<img src="x" onerror="alert(1)">')).toThrow();
    expect(() => assertInert('<a href="data:text/html,x">x</a>')).toThrow();
    expect(() => assertInert("<iframe></iframe>")).toThrow();
  });
});

const ARTICLE = [
  "# 음주운전 처벌 기준",
  "",
  "혈중알코올농도가 **0.03% 이상**이면   *처벌* 대상입니다.",
  "",
  "- [도로교통법](https://www.law.go.kr/) 제44조",
  "- 면허 정지",
  "",
  "| 농도 | 처벌 |",
  "|---|---|",
  "| 0.2% 이상 | 2년 이상 |",
  "",
  "![단속 사진](@assets/articles/dui.webp)",
  "",
  "> 상담은 `24시간` 가능합니다.",
].join("\n");

describe("markdownToPlainText", () => {
  it("strips all markup and collapses whitespace", () => {
    expect(markdownToPlainText(ARTICLE)).toBe(
      "음주운전 처벌 기준 혈중알코올농도가 0.03% 이상이면 처벌 대상입니다. 도로교통법 제44조 면허 정지 " +
        "농도 처벌 0.2% 이상 2년 이상 상담은 24시간 가능합니다.",
    );
  });
  it("gives an empty string for empty input", () => {
    expect(markdownToPlainText("   \n\n")).toBe("");
  });
});

describe("excerptFromMarkdown", () => {
  it("takes the first 100 characters of the plain text by default", () => {
    const long = `## 안내\n\n${"가나다라마바사아자차".repeat(15)}`;
    const excerpt = excerptFromMarkdown(long);
    expect(Array.from(excerpt)).toHaveLength(100);
    expect(excerpt.startsWith("안내 가나다라")).toBe(true);
  });
  it("honours maxChars and returns short text whole", () => {
    expect(excerptFromMarkdown(ARTICLE, 9)).toBe("음주운전 처벌 기");
    expect(excerptFromMarkdown("**짧은** 글", 100)).toBe("짧은 글");
  });
});
