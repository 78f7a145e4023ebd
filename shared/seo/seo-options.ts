// The values an SEO setting takes: the page types it can target (the page map's) and the robots directives.
import { PAGE_TYPES } from "../pages/page-map";

export const SEO_PAGE_TYPES = PAGE_TYPES;
export const ROBOTS_VALUES = ["index,follow", "noindex,follow", "index,nofollow", "noindex,nofollow"] as const;

/** The robots directives in plain Korean; the back office shows the directive itself in small print. */
export const ROBOTS_LABELS: Record<(typeof ROBOTS_VALUES)[number], string> = {
  "index,follow": "검색 노출 허용",
  "noindex,follow": "검색 결과에서 제외",
  "index,nofollow": "검색 노출 허용, 이 페이지의 링크는 따라가지 않음",
  "noindex,nofollow": "검색 결과에서 제외, 링크도 따라가지 않음",
};
