// The editor fields posts and interviews share, their mapping to and from the API, and the check before a
// save. Each kind extends ContentEditorValues with its own fields; the body is checked with the schema the
// server enforces, so the Korean messages are the server's.
import type { PostDisplayStatus } from "@shared/content/admin-posts";

export type PublishMode = "now" | "draft" | "schedule";

export interface ContentEditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  publishMode: PublishMode;
  /** datetime-local value, Korea time: "2026-12-01T09:00". */
  scheduleAt: string;
  thumbnailImage: string;
  thumbnailAlt: string;
  focusKeyword: string;
  keywords: string;
  seoTitle: string;
  metaDescription: string;
}

export const EMPTY_CONTENT_VALUES: ContentEditorValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  // A new text starts as a draft: publishing is a choice, never the default.
  publishMode: "draft",
  scheduleAt: "",
  thumbnailImage: "",
  thumbnailAlt: "",
  focusKeyword: "",
  keywords: "",
  seoTitle: "",
  metaDescription: "",
};

/** What the editor reads of a stored post or interview. */
export interface StoredContent {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  displayStatus: PostDisplayStatus;
  publishDate: string;
  thumbnailImage: string | null;
  thumbnailAlt: string | null;
  focusKeyword: string | null;
  keywords: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
}

const KST_MS = 9 * 3600 * 1000;

/** An ISO moment as a datetime-local value in Korea time. */
export function toKoreaLocal(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms + KST_MS).toISOString().slice(0, 16) : "";
}

/** A datetime-local value read as Korea time, as an ISO timestamp with its offset. */
export function fromKoreaLocal(local: string): string {
  return `${local}:00+09:00`;
}

export function contentValuesFrom(item: StoredContent): ContentEditorValues {
  return {
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt ?? "",
    content: item.content,
    publishMode: item.displayStatus === "scheduled" ? "schedule" : item.displayStatus === "draft" ? "draft" : "now",
    scheduleAt: item.displayStatus === "scheduled" ? toKoreaLocal(item.publishDate) : "",
    thumbnailImage: item.thumbnailImage ?? "",
    thumbnailAlt: item.thumbnailAlt ?? "",
    focusKeyword: item.focusKeyword ?? "",
    keywords: item.keywords ?? "",
    seoTitle: item.seoTitle ?? "",
    metaDescription: item.metaDescription ?? "",
  };
}

/** The shared part of a PUT/POST body: only fields the schemas accept. */
export function contentBody(values: ContentEditorValues, original?: Pick<StoredContent, "displayStatus" | "publishDate">) {
  let publishDate: string | null = null;
  if (values.publishMode === "schedule" && values.scheduleAt) publishDate = fromKoreaLocal(values.scheduleAt);
  // A published item keeps its date when saved again.
  else if (values.publishMode === "now" && original?.displayStatus === "published") publishDate = original.publishDate;
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    status: values.publishMode === "draft" ? ("draft" as const) : ("published" as const),
    publishDate,
    thumbnailImage: values.thumbnailImage,
    thumbnailAlt: values.thumbnailAlt,
    focusKeyword: values.focusKeyword,
    keywords: values.keywords,
    seoTitle: values.seoTitle,
    metaDescription: values.metaDescription,
  };
}

type SafeParse = { safeParse(body: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };

/** Form field of an API field name (the schedule input shows publishDate's message). */
export function formFieldOf<V extends ContentEditorValues>(name: string, empty: V): keyof V | undefined {
  if (name === "publishDate") return "scheduleAt";
  return name in empty ? (name as keyof V) : undefined;
}

/** The messages per form field from the shared schema and the schedule rule, empty when the body may be sent. */
export function validateWith<V extends ContentEditorValues>(
  schema: SafeParse,
  body: unknown,
  values: V,
  empty: V,
  now = Date.now(),
): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  const parsed = schema.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const field = formFieldOf(String(issue.path[0] ?? ""), empty);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (values.publishMode === "schedule") {
    if (!values.scheduleAt) errors.scheduleAt = "예약 일시를 선택해주세요";
    else if (Date.parse(fromKoreaLocal(values.scheduleAt)) <= now) errors.scheduleAt = "예약 일시는 현재 이후로 선택해주세요";
  }
  return errors;
}
