// The post editor's form values: the shared content fields plus the category, and their mapping to and from
// the posts API.
import type { AdminPost } from "@shared/content/admin-posts";
import { postInputSchema, type PostInput } from "@shared/content/post-input";
import {
  contentBody,
  contentValuesFrom,
  EMPTY_CONTENT_VALUES,
  formFieldOf as contentFieldOf,
  validateWith,
  type ContentEditorValues,
} from "@/components/content-editor/content-values";

export { fromKoreaLocal, toKoreaLocal } from "@/components/content-editor/content-values";

export interface EditorValues extends ContentEditorValues {
  categoryId: string;
}

export const EMPTY_VALUES: EditorValues = { ...EMPTY_CONTENT_VALUES, categoryId: "" };

export function valuesFromPost(post: AdminPost): EditorValues {
  return { ...contentValuesFrom(post), categoryId: String(post.categoryId) };
}

/** The PUT/POST body: only fields the schema accepts (no id, reading time or SEO score). */
export function toPostBody(values: EditorValues, original?: AdminPost): PostInput {
  return { ...contentBody(values, original), categoryId: values.categoryId ? Number(values.categoryId) : 0 };
}

export const formFieldOf = (name: string) => contentFieldOf(name, EMPTY_VALUES);

/** The messages per form field, empty when the body may be sent. */
export function validateValues(values: EditorValues, now = Date.now()): Partial<Record<keyof EditorValues, string>> {
  return validateWith(postInputSchema, toPostBody(values), values, EMPTY_VALUES, now);
}
