// Reads the content files (content/articles/*.md, content/interviews/*.md): YAML front-matter between
// `---` lines, then a markdown body. Every file is validated; any problem in any file stops the load
// with one error naming each file and each problem.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  articleFrontMatterSchema,
  interviewFrontMatterSchema,
  type ArticleFrontMatter,
  type InterviewFrontMatter,
} from "@shared/content/content-files";
import { CONTENT_DIR } from "../paths";

export type ContentKind = "articles" | "interviews";

export interface LoadedFile<T> {
  /** Path relative to the content folder, e.g. `articles/fraud-complaint-response-guide.md`. */
  file: string;
  frontMatter: T;
  /** The markdown after the front-matter, trimmed. */
  body: string;
  /** sha256 (hex) of the whole file: changes whenever anything in the file changes. */
  hash: string;
}
export type LoadedArticle = LoadedFile<ArticleFrontMatter>;
export type LoadedInterview = LoadedFile<InterviewFrontMatter>;

export interface LoadedContent {
  articles: LoadedArticle[];
  interviews: LoadedInterview[];
}

interface Identified {
  id: number;
  slug: string;
}

/** Every file of the content folder and whether it is valid, all checked before any error is thrown. */
export function loadContentFiles(dir: string = CONTENT_DIR): LoadedContent {
  const problems: string[] = [];
  const articles = loadKind(dir, "articles", articleFrontMatterSchema, problems);
  const interviews = loadKind(dir, "interviews", interviewFrontMatterSchema, problems);
  if (problems.length > 0) throw new Error(`콘텐츠 파일 오류 (${dir}):\n${problems.join("\n")}`);
  return { articles, interviews };
}

/** Names of the markdown files of one kind, sorted. */
export function listContentFiles(kind: ContentKind, dir: string = CONTENT_DIR): string[] {
  return readdirSync(path.join(dir, kind), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => entry.name)
    .sort();
}

/** One file, validated on its own (duplicates across files are checked by loadContentFiles). */
export function loadContentFile(kind: "articles", name: string, dir?: string): LoadedArticle;
export function loadContentFile(kind: "interviews", name: string, dir?: string): LoadedInterview;
export function loadContentFile(kind: ContentKind, name: string, dir: string = CONTENT_DIR): LoadedFile<Identified> {
  const schema = kind === "articles" ? articleFrontMatterSchema : interviewFrontMatterSchema;
  const result = readFile<Identified>(dir, kind, name, schema);
  if (result.problems.length > 0) throw new Error(result.problems.join("\n"));
  return result.loaded!;
}

function loadKind<T extends Identified>(dir: string, kind: ContentKind, schema: z.ZodType<T>, problems: string[]) {
  const loaded: LoadedFile<T>[] = [];
  for (const name of listContentFiles(kind, dir)) {
    const result = readFile(dir, kind, name, schema);
    problems.push(...result.problems);
    if (result.loaded) loaded.push(result.loaded);
  }
  problems.push(...findDuplicates(loaded, "id"), ...findDuplicates(loaded, "slug"));
  return loaded;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The file when its front-matter parses (even with a wrong slug, so duplicates are still found), and its problems. */
function readFile<T extends Identified>(dir: string, kind: ContentKind, name: string, schema: z.ZodType<T>) {
  const file = `${kind}/${name}`;
  const fail = (problem: string) => ({ loaded: undefined, problems: [`${file}: ${problem}`] });
  const bytes = readFileSync(path.join(dir, kind, name));
  const text = bytes.toString("utf8");
  const match = FRONT_MATTER.exec(text);
  if (!match) return fail("첫 줄부터 '---' 줄 사이에 front-matter가 있어야 합니다");
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (err) {
    return fail(`front-matter YAML을 읽을 수 없습니다: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return fail(describeIssues(parsed.error.issues));
  const body = text.slice(match[0].length).trim();
  if (body.length === 0) return fail("본문이 비어 있습니다");
  const loaded: LoadedFile<T> = { file, frontMatter: parsed.data, body, hash: createHash("sha256").update(bytes).digest("hex") };
  const expectedSlug = name.slice(0, -".md".length);
  const problems =
    parsed.data.slug === expectedSlug ? [] : [`${file}: slug "${parsed.data.slug}"가 파일 이름 "${expectedSlug}"와 다릅니다`];
  return { loaded, problems };
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  const lines = issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join(".") : "(front-matter)";
    return `  - ${where}: ${issue.message}`;
  });
  return `front-matter가 올바르지 않습니다\n${lines.join("\n")}`;
}

function findDuplicates(loaded: LoadedFile<Identified>[], key: "id" | "slug"): string[] {
  const seen = new Map<number | string, string>();
  const problems: string[] = [];
  for (const item of loaded) {
    const value = item.frontMatter[key];
    const first = seen.get(value);
    if (first) problems.push(`${item.file}: ${key} ${JSON.stringify(value)}가 ${first}와 중복됩니다`);
    else seen.set(value, item.file);
  }
  return problems;
}

const sampleSlugsByDir = new Map<string, ReadonlySet<string>>();

/**
 * Slugs of the interviews whose file says `sample: true`: fictional examples, never a real client's story. Read
 * once per folder (the files do not change while the server runs).
 */
function sampleInterviewSlugs(dir: string = CONTENT_DIR): ReadonlySet<string> {
  let slugs = sampleSlugsByDir.get(dir);
  if (!slugs) {
    slugs = new Set(
      listContentFiles("interviews", dir)
        .map((name) => loadContentFile("interviews", name, dir).frontMatter)
        .filter((fm) => fm.sample)
        .map((fm) => fm.slug),
    );
    sampleSlugsByDir.set(dir, slugs);
  }
  return slugs;
}

/**
 * Whether a stored interview is a shipped sample: inserted by the seed from a file marked `sample: true`. An edit in
 * the back office does not make it real: a real client's interview is written as a new one, and the sample deleted.
 */
export function isSampleInterview(row: { slug: string; seedHash: string | null }, dir?: string): boolean {
  return row.seedHash !== null && sampleInterviewSlugs(dir).has(row.slug);
}
