import { describe, expect, it } from "vitest";
import { analyzeSeo, displayWidth, SERP_LIMITS } from "./seo-analysis";

/** `n` sentences in paragraphs of three. */
const para = (n: number, topic = "단속 이후의 절차") =>
  Array.from(
    { length: n },
    (_, i) =>
      `${topic}는 사건마다 다르게 진행되므로 처분서와 진술 기록을 먼저 확인하고 기한을 놓치지 않도록 일정을 정리해 두는 것이 좋습니다 ${i}.`,
  )
    .map((sentence, i) => (i % 3 === 2 ? `${sentence}\n\n` : `${sentence} `))
    .join("")
    .trim();

/** A well-built guide: keyword in title, intro, headings, slug and excerpt; sources, links, FAQ, table, list. */
const GOOD = {
  title: "음주운전 처벌 기준과 단속 후 대응 방법",
  slug: "음주운전-처벌-기준",
  excerpt: "음주운전으로 단속되었다면 농도별 처벌 기준과 면허 처분, 형사 절차에서 준비할 것을 순서대로 정리해 드립니다.",
  focusKeyword: "음주운전",
  content: [
    "음주운전으로 단속되면 형사처벌과 면허 처분이 함께 진행됩니다. 도로교통법 제148조의2와 제93조를 기준으로 설명합니다.",
    "## 음주운전 처벌 기준",
    `음주운전은 농도에 따라 처벌이 나뉩니다. ${para(9)}`,
    `음주운전을 반복하면 가중처벌됩니다. 음주운전으로 사고를 내면 더 무겁습니다. ${para(6, "사고 처리")}`,
    "| 혈중알코올농도 | 처벌 |\n|---|---|\n| 0.03% 이상 | 1년 이하 징역 |",
    "## 면허 처분과 이의신청",
    para(6, "면허 처분"),
    "- 처분서 확인\n- 이의신청 준비\n- 행정심판 검토",
    "### 행정심판",
    `행정심판법 제27조에 따라 기한 안에 청구합니다. [국가법령정보센터](https://www.law.go.kr/법령/도로교통법) 원문을 확인하세요. ${para(4, "행정심판")}`,
    "## 형사 절차에서 준비할 것",
    `${para(8, "형사 절차")} [측정거부 글](/board/traffic-accident/refusal) 과 [12대 중과실 글](/board/traffic-accident/twelve) 도 함께 보세요.`,
    "![음주 측정 장면](/uploads/a.webp)",
    "## 자주 묻는 질문",
    `${para(6, "재범 여부")} 상담이 필요하면 [상담 신청](/contact) 페이지를 이용하세요.`,
  ].join("\n\n"),
};

const groupOf = (a: ReturnType<typeof analyzeSeo>, id: string) => a.checks.find((c) => c.id === id)!;

describe("analyzeSeo", () => {
  it("scores a well-built guide high, within each maximum", () => {
    const a = analyzeSeo(GOOD);
    expect(a.keywordResearch).toBeLessThanOrEqual(20);
    expect(a.contentQuality).toBeLessThanOrEqual(50);
    expect(a.structureFormat).toBeLessThanOrEqual(30);
    expect(a.totalScore).toBe(a.keywordResearch + a.contentQuality + a.structureFormat);
    expect(a.checks.filter((c) => c.status !== "good").map((c) => `${c.id}: ${c.message}`)).toEqual([]);
    expect(a.keywordResearch).toBe(20);
    expect(a.totalScore).toBeGreaterThanOrEqual(80);
    expect(a.advertisingWarnings).toEqual([]);
    for (const c of a.checks) expect(c.message).toMatch(/[가-힣]/);
  });

  it("joins the keyword and its particle by the keyword's last sound", () => {
    const title = (focusKeyword: string) =>
      groupOf(analyzeSeo({ ...GOOD, title: "처벌 기준 정리", focusKeyword }), "keyword-title").message;
    expect(title("음주운전 경찰 출석")).toContain("제목에 '음주운전 경찰 출석'을 넣으세요");
    expect(title("형사 변호사")).toContain("제목에 '형사 변호사'를 넣으세요");
    expect(groupOf(analyzeSeo(GOOD), "keyword-title").message).toBe("제목에 '음주운전'이 들어 있습니다.");
  });

  it("penalises keyword stuffing and says so", () => {
    const stuffed = {
      ...GOOD,
      content: GOOD.content + "\n\n" + Array.from({ length: 80 }, () => "음주운전 음주운전을 음주운전은").join(" "),
    };
    const density = groupOf(analyzeSeo(stuffed), "keyword-density");
    expect(density.status).toBe("bad");
    expect(density.message).toMatch(/너무 자주/);
    expect(analyzeSeo(stuffed).keywordResearch).toBeLessThan(analyzeSeo(GOOD).keywordResearch);
  });

  it("does not call a single mention in a short draft stuffing", () => {
    const density = groupOf(analyzeSeo({ ...GOOD, content: "음주운전 처벌을 설명합니다." }), "keyword-density");
    expect(density.status).toBe("good");
  });

  it("takes structure points from an article without headings", () => {
    const flat = { ...GOOD, content: GOOD.content.replace(/^#{2,3} .*$/gm, "") };
    const a = analyzeSeo(flat);
    expect(groupOf(a, "headings").status).toBe("bad");
    expect(a.structureFormat).toBeLessThan(analyzeSeo(GOOD).structureFormat);
    expect(groupOf(a, "keyword-heading").status).toBe("bad");
  });

  it("finds the keyphrase with Korean particles where a space-based matcher would not", () => {
    const a = analyzeSeo({
      ...GOOD,
      title: "음주운전으로 단속되었을 때 알아야 할 처벌 기준",
      content: "음주운전에서 가장 중요한 것은 첫 대응입니다.\n\n## 음주운전은 어떻게 처벌되나\n\n본문",
    });
    expect(groupOf(a, "keyword-title").status).toBe("good");
    expect(groupOf(a, "keyword-intro").status).toBe("good");
    expect(groupOf(a, "keyword-heading").status).toBe("good");
  });

  it("asks for a focus keyword when there is none, giving no keyword points", () => {
    const a = analyzeSeo({ ...GOOD, focusKeyword: "" });
    expect(a.keywordResearch).toBe(0);
    expect(a.checks.filter((c) => c.group === "keywordResearch").map((c) => c.id)).toEqual(["keyword-set"]);
  });

  it("measures the title in characters and display pixels", () => {
    expect(groupOf(analyzeSeo({ ...GOOD, title: "음주운전 처벌" }), "title-length").status).toBe("bad"); // 7 characters
    const long = "음주운전 처벌 기준과 단속 후 대응 방법, 면허 취소와 행정심판까지 한 번에 정리한 안내";
    expect(displayWidth(long)).toBeGreaterThan(SERP_LIMITS.titlePx);
    expect(groupOf(analyzeSeo({ ...GOOD, title: long }), "title-length").status).toBe("ok");
    expect(displayWidth("가나다")).toBeGreaterThan(displayWidth("abc"));
  });

  it("checks links to articles, the contact page and official sources, statute citations and the FAQ", () => {
    const bare = analyzeSeo({ ...GOOD, content: "음주운전 처벌 기준을 설명합니다.\n\n## 처벌\n\n본문" });
    for (const id of ["internal-links", "contact-link", "sources", "faq"]) expect(groupOf(bare, id).status, id).toBe("bad");
    const good = analyzeSeo(GOOD);
    for (const id of ["internal-links", "contact-link", "sources", "faq", "statutes"]) expect(groupOf(good, id).status, id).toBe("good");
  });

  it("flags an image without alt text", () => {
    const a = analyzeSeo({ ...GOOD, content: GOOD.content + "\n\n![](/uploads/b.webp)" });
    expect(groupOf(a, "images").status).toBe("bad");
  });

  it("lists advertising-rule warnings outside the score", () => {
    const a = analyzeSeo({ ...GOOD, content: GOOD.content + "\n\n저희는 형사전문 변호사로 무죄를 보장합니다." });
    expect(a.advertisingWarnings.map((w) => w.rule)).toEqual(["specialty", "promised-result"]);
    expect(a.totalScore).toBe(analyzeSeo({ ...GOOD, content: GOOD.content + "\n\n저희는 변호사로 최선을 다합니다." }).totalScore);
  });

  it("orders improvements by the points they would bring", () => {
    const a = analyzeSeo({ title: "짧음", content: "본문", focusKeyword: "음주운전" });
    expect(a.improvements.length).toBeGreaterThan(5);
    expect(a.improvements[0]).toMatch(/분량|2,000자/);
  });
});
