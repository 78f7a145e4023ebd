// The values an SEO setting takes: the page types it can target (the page map's) and the robots directives.
import { PAGE_TYPES } from "../pages/page-map";

export const SEO_PAGE_TYPES = PAGE_TYPES;
export const ROBOTS_VALUES = ["index,follow", "noindex,follow", "index,nofollow", "noindex,nofollow"] as const;
