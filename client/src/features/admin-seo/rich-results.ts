// What Google's Rich Results reader would take from a JSON-LD document, for the editor's preview: each item
// (top level, array entries, @graph entries) with its type, the properties Google uses, and what is missing
// for the result types a law office's pages use. A reading aid, not Google's validator.

interface RichProperty {
  label: string;
  value: string;
}

export interface RichItem {
  type: string;
  /** The Korean name of the result type, when it is one Google shows. */
  kind?: string;
  properties: RichProperty[];
  problems: string[];
}

type Node = Record<string, unknown>;

const KINDS: Record<string, string> = {
  LegalService: "법률 서비스",
  Attorney: "변호사(지역 업체)",
  LocalBusiness: "지역 업체",
  Organization: "조직",
  Person: "인물",
  ProfilePage: "프로필 페이지",
  WebSite: "웹사이트",
  BreadcrumbList: "이동 경로",
  FAQPage: "자주 묻는 질문",
  Article: "기사",
  BlogPosting: "블로그 글",
  NewsArticle: "뉴스 기사",
  CollectionPage: "모음 페이지",
  ContactPage: "연락처 페이지",
  ItemList: "목록",
};

const BUSINESS = ["LegalService", "Attorney", "LocalBusiness"];
const ARTICLE = ["Article", "BlogPosting", "NewsArticle"];

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : typeof v === "number" ? String(v) : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const typesOf = (node: Node): string[] => list(node["@type"]).filter((t): t is string => typeof t === "string");
const nameOf = (v: unknown): string | undefined => text(v) ?? (isNode(v) ? text(v.name) : undefined);

function address(v: unknown): string | undefined {
  if (text(v)) return text(v);
  if (!isNode(v)) return undefined;
  const parts = [v.addressRegion, v.addressLocality, v.streetAddress, v.postalCode].map(text).filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

function readItem(node: Node, topLevel: boolean): RichItem {
  const types = typesOf(node);
  const type = types.join(", ") || "(유형 없음)";
  const properties: RichProperty[] = [];
  const problems: string[] = [];
  const add = (label: string, value: string | undefined) => value && properties.push({ label, value });
  const has = (...names: string[]) => types.some((t) => names.includes(t));

  if (!types.length) problems.push("@type이 없어 Google이 무엇인지 알 수 없습니다.");
  if (topLevel && text(node["@context"]) === undefined) problems.push('@context("https://schema.org")가 없습니다.');
  add("이름", nameOf(node.name));
  add("제목", text(node.headline));
  add("주소(URL)", text(node.url));
  add("전화", text(node.telephone));
  add("직함", text(node.jobTitle));
  add("주소", address(node.address));
  add("게시일", text(node.datePublished));
  add("수정일", text(node.dateModified));
  add("작성자", nameOf(node.author));
  add("제공자", nameOf(node.provider));

  if (has(...BUSINESS)) {
    if (!nameOf(node.name)) problems.push("업체 결과에는 이름(name)이 필요합니다.");
    if (!address(node.address)) problems.push("업체 결과에는 주소(address)가 필요합니다.");
  }
  if (has(...ARTICLE) && !text(node.headline)) problems.push("기사 결과에는 제목(headline)이 필요합니다.");
  if (has("Person") && !nameOf(node.name)) problems.push("인물에는 이름(name)이 필요합니다.");
  if (has("BreadcrumbList")) {
    const items = list(node.itemListElement).filter(isNode);
    if (!items.length) problems.push("이동 경로에는 itemListElement 항목이 필요합니다.");
    items.forEach((item, i) => {
      if (item.position === undefined) problems.push(`이동 경로 ${i + 1}번째 항목에 position이 없습니다.`);
      if (!nameOf(item.name) && !(isNode(item.item) && nameOf(item.item.name)))
        problems.push(`이동 경로 ${i + 1}번째 항목에 name이 없습니다.`);
    });
    add("경로", items.map((item) => nameOf(item.name) ?? (isNode(item.item) ? nameOf(item.item.name) : undefined) ?? "?").join(" › "));
  }
  if (has("FAQPage")) {
    const questions = list(node.mainEntity).filter(isNode);
    if (!questions.length) problems.push("자주 묻는 질문에는 mainEntity에 Question 항목이 필요합니다.");
    questions.forEach((q, i) => {
      if (!typesOf(q).includes("Question") || !text(q.name)) problems.push(`질문 ${i + 1}에 Question 유형과 질문(name)이 필요합니다.`);
      if (!(isNode(q.acceptedAnswer) && text(q.acceptedAnswer.text)))
        problems.push(`질문 ${i + 1}에 답변(acceptedAnswer.text)이 없습니다.`);
    });
    add(
      "질문",
      questions
        .map((q) => text(q.name))
        .filter(Boolean)
        .slice(0, 3)
        .join(" / ") + (questions.length > 3 ? ` 외 ${questions.length - 3}개` : ""),
    );
  }
  const itemList = has("ItemList")
    ? node
    : isNode(node.mainEntity) && typesOf(node.mainEntity).includes("ItemList")
      ? node.mainEntity
      : undefined;
  if (itemList) add("목록 항목 수", String(list(itemList.itemListElement).length));
  if (node.aggregateRating !== undefined || node.review !== undefined || has("Review", "AggregateRating")) {
    problems.push("평점·후기 마크업: 업체가 스스로 단 평점은 Google 리치 결과에 나오지 않으며, 변호사 광고 규정상 쓸 수 없습니다.");
  }
  const kind = types.map((t) => KINDS[t]).find(Boolean);
  return { type, kind, properties, problems };
}

/** The items a JSON-LD document holds, as Google's reader would list them. */
export function readRichResults(value: unknown): RichItem[] {
  const top = list(value).filter(isNode);
  return top.flatMap((node) => {
    const graph = list(node["@graph"]).filter(isNode);
    if (graph.length) return graph.map((g) => readItem(g, false));
    return [readItem(node, true)];
  });
}
