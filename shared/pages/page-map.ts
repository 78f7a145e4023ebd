// Every page of the site, declared once: its path pattern, a typed path builder, its SEO page type,
// whether it is public, how it enters the sitemap, which code chunk renders it and which server data
// loader fills it. The client router, chunk preloading, the server's page data, the sitemap, robots.txt,
// canonical URLs, breadcrumbs, navigation and JSON-LD URLs all read this module; no other file writes a
// page path as a string.
import { isCategorySlug } from "../content/category-slugs";
import { isPolicyVersion } from "../privacy/policy-versions";

/**
 * The kinds of public page whose search appearance the administrator can set (the `pageType` of an SEO
 * setting). A setting for one article or interview adds that page's id.
 */
export const PAGE_TYPES = [
  "home",
  "about",
  "contact",
  "board",
  "board-category",
  "post",
  "interview-list",
  "interview",
  "privacy",
  "criminal-deadline",
  "drunk-driving",
  "booking",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The code chunks of the client; the client maps each name to its lazily loaded screen. */
export type PageChunk =
  | "home"
  | "about"
  | "contact"
  | "board"
  | "article"
  | "interviewList"
  | "interviewDetail"
  | "privacy"
  | "criminalDeadline"
  | "drunkDriving"
  | "booking"
  | "auth"
  | "admin";

/** The server's loaders of what a page needs from the database before it renders. */
export type PageDataLoader =
  | "home"
  | "profile"
  | "privacy"
  | "boardPosts"
  | "boardPost"
  | "interviews"
  | "interview"
  | "criminalDeadline"
  | "drunkDriving"
  | "bookingOptions"
  | "bookingManage";

/**
 * How a page enters the sitemap: "once" as it is, "per-category" / "per-post" / "per-interview" once for each
 * category, published post or published interview, or "never".
 */
export type SitemapRule = "once" | "per-category" | "per-post" | "per-interview" | "never";

/** The names of the `:params` of a path pattern, e.g. "/board/:category/:slug" → "category" | "slug". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PageParams<P extends string> = { [K in ParamNames<P>]: string };

interface PageDefinition {
  /**
   * A wouter/regexparam pattern: literal segments, `:name` for one segment, `*?` for an optional rest.
   * Matching is case-insensitive, ignores one trailing slash and reads the path URI-decoded, as wouter does.
   */
  pattern: string;
  /** Shown in navigation and breadcrumbs; pages whose name is their content (an article) have none. */
  label?: string;
  /** The name of the page one level up in the breadcrumb trail. */
  parent?: string;
  pageType?: PageType;
  /** Public pages are indexed and framed by the site layout; others get noindex, no-store and their own frame. */
  public: boolean;
  sitemap: SitemapRule;
  /** The chunks to load before rendering: the page itself first. */
  chunks: readonly PageChunk[];
  data?: PageDataLoader;
  /** A further condition on the matched segments (e.g. the segment must be a known category). */
  accepts?: (params: Record<string, string>) => boolean;
  /** An old address shape of the page so named: the server answers 301 to that page's canonical path. */
  aliasOf?: string;
  /**
   * An edition of its parent page as published on a date (the privacy policy's versions): readable at its own
   * address, never indexed (noindex, out of the sitemap), no search settings of its own.
   */
  archive?: boolean;
  /**
   * The query string is a visitor's own input (a tool's form): a page with one is rendered for that request only,
   * never kept in the page cache, so no input outlives its answer.
   */
  inputQuery?: boolean;
  /**
   * The page shows one person's own data (a booking's manage link): rendered for that request only, never kept in
   * the page cache nor by a browser or proxy (no-store), never indexed, never in the sitemap.
   */
  personal?: boolean;
}

const PAGE_DEFINITIONS = {
  home: { pattern: "/", label: "홈", pageType: "home", public: true, sitemap: "once", chunks: ["home"], data: "home" },
  about: {
    pattern: "/about",
    label: "변호사 소개",
    parent: "home",
    pageType: "about",
    public: true,
    sitemap: "once",
    chunks: ["about"],
    data: "profile",
  },
  contact: {
    pattern: "/contact",
    label: "상담 신청",
    parent: "home",
    pageType: "contact",
    public: true,
    sitemap: "once",
    chunks: ["contact"],
  },
  board: {
    pattern: "/board",
    label: "법률 정보",
    parent: "home",
    pageType: "board",
    public: true,
    sitemap: "once",
    chunks: ["board"],
    data: "boardPosts",
  },
  boardCategory: {
    pattern: "/board/:category",
    parent: "board",
    pageType: "board-category",
    public: true,
    sitemap: "per-category",
    chunks: ["board"],
    data: "boardPosts",
    accepts: (p) => isCategorySlug(p.category),
  },
  article: {
    pattern: "/board/:category/:slug",
    parent: "boardCategory",
    pageType: "post",
    public: true,
    sitemap: "per-post",
    chunks: ["article"],
    data: "boardPost",
  },
  // Older article addresses: /board/{slug} (a segment that is not a category) and /post/{slug}.
  articleByBoardSlug: {
    pattern: "/board/:slug",
    aliasOf: "article",
    public: true,
    sitemap: "never",
    chunks: ["article"],
    data: "boardPost",
  },
  articleByPostSlug: { pattern: "/post/:slug", aliasOf: "article", public: true, sitemap: "never", chunks: ["article"], data: "boardPost" },
  interviewList: {
    pattern: "/interview",
    label: "고객 인터뷰",
    parent: "home",
    pageType: "interview-list",
    public: true,
    sitemap: "once",
    chunks: ["interviewList"],
    data: "interviews",
  },
  // An unknown interview shows the list with a 404; the detail page loads the list's chunk only then.
  interview: {
    pattern: "/interview/:slug",
    parent: "interviewList",
    pageType: "interview",
    public: true,
    sitemap: "per-interview",
    chunks: ["interviewDetail"],
    data: "interview",
  },
  privacy: {
    pattern: "/privacy",
    label: "개인정보처리방침",
    parent: "home",
    pageType: "privacy",
    public: true,
    sitemap: "once",
    chunks: ["privacy"],
    data: "privacy",
  },
  // Every published version of the policy stays readable at its own address; an unknown version is a 404.
  privacyVersion: {
    pattern: "/privacy/:version",
    parent: "privacy",
    public: true,
    archive: true,
    sitemap: "never",
    chunks: ["privacy"],
    data: "privacy",
    accepts: (p) => isPolicyVersion(p.version),
  },
  // The deadline calculator: a plain GET form (?kind=&start=) that works without JavaScript; a result page is
  // noindex and canonical to the tool.
  criminalDeadline: {
    pattern: "/tools/criminal-deadline",
    label: "기한 계산기",
    parent: "home",
    pageType: "criminal-deadline",
    public: true,
    sitemap: "once",
    chunks: ["criminalDeadline"],
    data: "criminalDeadline",
    inputQuery: true,
  },
  // The drunk-driving lookup: statutory ranges only, the same plain GET form; a result page is noindex.
  drunkDriving: {
    pattern: "/tools/drunk-driving",
    label: "음주운전 법정형 조회",
    parent: "home",
    pageType: "drunk-driving",
    public: true,
    sitemap: "once",
    chunks: ["drunkDriving"],
    data: "drunkDriving",
    inputQuery: true,
  },
  // Booking a consultation time: the situation first, then a type, a free time and the short form. The query
  // (?situation=deadline&kind=&start=, from the deadline tool) only prefills the form: canonical to the page.
  booking: {
    pattern: "/booking",
    label: "상담 예약",
    parent: "home",
    pageType: "booking",
    public: true,
    sitemap: "once",
    chunks: ["booking"],
    data: "bookingOptions",
    inputQuery: true,
  },
  // A booking's manage link: the booking masked, a new time or a cancellation. One person's page.
  bookingManage: {
    pattern: "/booking/:token",
    public: true,
    personal: true,
    sitemap: "never",
    chunks: ["booking"],
    data: "bookingManage",
  },
  // The back office. No labels here: public code must carry no back-office text (the bundle check looks).
  auth: { pattern: "/auth", public: false, sitemap: "never", chunks: ["auth"] },
  admin: { pattern: "/admin/*?", public: false, sitemap: "never", chunks: ["admin"] },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGE_DEFINITIONS;
type PatternOf<N extends PageName> = (typeof PAGE_DEFINITIONS)[N]["pattern"];
export type ParamsOf<N extends PageName> = PageParams<PatternOf<N>>;
/** True for pages whose pattern has no `:params`. */
type Parameterless<N extends PageName> = [ParamNames<PatternOf<N>>] extends [never] ? true : false;

export interface Page extends Omit<PageDefinition, "parent" | "aliasOf"> {
  name: PageName;
  parent?: PageName;
  aliasOf?: PageName;
}

/** Every page, in matching order. */
export const PAGES: readonly Page[] = (Object.keys(PAGE_DEFINITIONS) as PageName[]).map(
  (name) => ({ name, ...PAGE_DEFINITIONS[name] }) as Page,
);

export function page(name: PageName): Page {
  return PAGES.find((p) => p.name === name)!;
}

/**
 * The path of page `name` with its `:params` filled in from `params` (segments are not encoded). For code
 * that picks the page at run time (the sitemap, breadcrumbs); elsewhere use the typed `paths` builders.
 */
export function pathOf(name: PageName, params: Record<string, string> = {}): string {
  const path = PAGE_DEFINITIONS[name].pattern
    .split("/")
    .filter((segment) => segment !== "*?")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (!value) throw new Error(`${name}: missing ${segment}`);
      return value;
    })
    .join("/");
  return path || "/";
}

/** Typed builders: `paths.article({ category, slug })`, `paths.about()`. */
export const paths = Object.fromEntries(
  PAGES.map((p) => [p.name, (params?: Record<string, string>) => pathOf(p.name, params)]),
) as unknown as {
  [N in PageName]: Parameterless<N> extends true ? () => string : (params: ParamsOf<N>) => string;
};

/** Path with a `?q=` search term, or the bare path when the term is empty. */
export function withSearch(path: string, term: string): string {
  return term ? `${path}?q=${encodeURIComponent(term)}` : path;
}

/** The absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl + path;
}

// ---- matching -------------------------------------------------------------------------------------------

export interface PageMatch {
  page: Page;
  /** Segments as matched, URI-decoded. */
  params: Record<string, string>;
}

function decodePath(path: string): string {
  try {
    return path.includes("%") ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The regular expression and parameter names of a pattern, with wouter's (regexparam's) semantics. */
function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*?") {
      keys.push("*");
      source += "(?:/(.*))?";
    } else if (segment.startsWith(":")) {
      keys.push(segment.slice(1));
      source += "/([^/]+?)";
    } else {
      source += "/" + segment; // literal segments are lowercase letters, digits and hyphens (a unit test checks)
    }
  }
  return { regex: new RegExp(`^${source}/?$`, "i"), keys };
}

const COMPILED = new Map(PAGES.map((p) => [p.name, compile(p.pattern)]));

/** The page `path` (without the query string) shows, or undefined for an address no page has. */
export function matchPage(path: string): PageMatch | undefined {
  const decoded = decodePath(path);
  for (const p of PAGES) {
    const { regex, keys } = COMPILED.get(p.name)!;
    const m = regex.exec(decoded);
    if (!m) continue;
    const params = Object.fromEntries(keys.map((k, i) => [k, m[i + 1] ?? ""]));
    if (p.accepts && !p.accepts(params)) continue;
    return { page: p, params };
  }
  return undefined;
}

/** First path segments of the pages that are not public (e.g. "admin"): everything under them is private too. */
const PRIVATE_ROOTS = PAGES.filter((p) => !p.public).map((p) => p.pattern.split("/")[1].toLowerCase());

/** True for the back office and every address under it: never indexed, never cached, never in a sitemap. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_ROOTS.includes(decodePath(path).split("/")[1]?.toLowerCase() ?? "");
}

/** The private roots as paths, for robots.txt. */
export function privatePathRoots(): string[] {
  return PRIVATE_ROOTS.map((root) => `/${root}`);
}

// ---- breadcrumbs and navigation ---------------------------------------------------------------------------

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The breadcrumb trail from the home page down to page `name`, built from the parents. `labels` names the
 * pages whose name is their content (a category's name, an article's title); `params` fills every level.
 */
export function breadcrumbTrail<N extends PageName>(name: N, params: ParamsOf<N>, labels: Partial<Record<PageName, string>> = {}): Crumb[] {
  const trail: Crumb[] = [];
  let current: PageName | undefined = name;
  while (current) {
    const def: Page = page(current);
    const label = labels[current] ?? def.label;
    if (label === undefined) throw new Error(`${current}: no label`);
    trail.unshift({ name: label, path: pathOf(current, params as Record<string, string>) });
    current = def.parent;
  }
  return trail;
}

/** The public site's main navigation, in order. */
export const NAV_PAGES = ["home", "about", "board", "interviewList", "criminalDeadline", "contact"] as const satisfies readonly PageName[];
