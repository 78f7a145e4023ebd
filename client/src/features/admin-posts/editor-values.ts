// The editor's form values and their mapping to and from the posts API. The body is checked with the same
// schema the server enforces, so the Korean messages are the server's.
import type { AdminPost } from "@shared/admin-posts";
import { postInputSchema, type PostInput } from "@shared/validation/post";

export type PublishMode = "now" | "draft" | "schedule";

export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryId: string;
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

export const EMPTY_VALUES: EditorValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  categoryId: "",
  publishMode: "now",
  scheduleAt: "",
  thumbnailImage: "",
  thumbnailAlt: "",
  focusKeyword: "",
  keywords: "",
  seoTitle: "",
  metaDescription: "",
};

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

export function valuesFromPost(post: AdminPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    categoryId: String(post.categoryId),
    publishMode: post.displayStatus === "scheduled" ? "schedule" : post.displayStatus === "draft" ? "draft" : "now",
    scheduleAt: post.displayStatus === "scheduled" ? toKoreaLocal(post.publishDate) : "",
    thumbnailImage: post.thumbnailImage ?? "",
    thumbnailAlt: post.thumbnailAlt ?? "",
    focusKeyword: post.focusKeyword ?? "",
    keywords: post.keywords ?? "",
    seoTitle: post.seoTitle ?? "",
    metaDescription: post.metaDescription ?? "",
  };
}

/** The PUT/POST body: only fields the schema accepts (no id, reading time or SEO score). */
export function toPostBody(values: EditorValues, original?: AdminPost): PostInput {
  let publishDate: string | null = null;
  if (values.publishMode === "schedule" && values.scheduleAt) publishDate = fromKoreaLocal(values.scheduleAt);
  // A published post keeps its date when saved again.
  else if (values.publishMode === "now" && original?.displayStatus === "published") publishDate = original.publishDate;
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    categoryId: values.categoryId ? Number(values.categoryId) : 0,
    status: values.publishMode === "draft" ? "draft" : "published",
    publishDate,
    thumbnailImage: values.thumbnailImage,
    thumbnailAlt: values.thumbnailAlt,
    focusKeyword: values.focusKeyword,
    keywords: values.keywords,
    seoTitle: values.seoTitle,
    metaDescription: values.metaDescription,
  };
}

/** Form field of an API field name (the schedule input shows publishDate's message). */
export function formFieldOf(name: string): keyof EditorValues | undefined {
  if (name === "publishDate") return "scheduleAt";
  return name in EMPTY_VALUES ? (name as keyof EditorValues) : undefined;
}

/** The messages per form field, empty when the body may be sent. */
export function validateValues(values: EditorValues, now = Date.now()): Partial<Record<keyof EditorValues, string>> {
  const errors: Partial<Record<keyof EditorValues, string>> = {};
  const parsed = postInputSchema.safeParse(toPostBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ""));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.publishMode === "schedule") {
    if (!values.scheduleAt) errors.scheduleAt = "예약 일시를 선택해주세요";
    else if (Date.parse(fromKoreaLocal(values.scheduleAt)) <= now) errors.scheduleAt = "예약 일시는 현재 이후로 선택해주세요";
  }
  return errors;
}
