// Enumerated values used by the database checks, the validators and the screens.
// Each list is the single source of its values; Korean labels live in labels.ts.
import { PAGE_TYPES } from "./page-map";

export const CASE_TYPES = ["assault", "fraud", "traffic", "economic", "theft", "sexual", "drug", "other"] as const;
export const CURRENT_STATUSES = ["suspect", "defendant", "victim", "preparation"] as const;
export const URGENCIES = ["emergency", "urgent", "normal", "flexible"] as const;
export const CONSULTATION_TYPES = ["visit", "phone"] as const;
export const CONSULTATION_STATUSES = ["new", "in_progress", "completed"] as const;
export const POST_STATUSES = ["published", "draft"] as const;
/** The page types an SEO setting can target: the page map's. */
export const SEO_PAGE_TYPES = PAGE_TYPES;
export const ROBOTS_VALUES = ["index,follow", "noindex,follow", "index,nofollow", "noindex,nofollow"] as const;
export const USER_ROLES = ["admin", "staff"] as const;

export type CaseType = (typeof CASE_TYPES)[number];
export type CurrentStatus = (typeof CURRENT_STATUSES)[number];
export type Urgency = (typeof URGENCIES)[number];
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export type PostStatus = (typeof POST_STATUSES)[number];
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];
export type RobotsValue = (typeof ROBOTS_VALUES)[number];
export type UserRole = (typeof USER_ROLES)[number];
