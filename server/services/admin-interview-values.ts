// How an interview is stored and shown in the back office: the values saved from the editor's input
// (defaults filled in), the shapes the back office reads, and the fields a revision keeps.
import type { AdminInterview, AdminInterviewListItem, InterviewRevision } from "@shared/content/admin-interviews";
import type { Interview, InterviewRevisionRow } from "@shared/schema";
import type { InterviewFields } from "@shared/content/interview-input";
import { consentColumns, consentFromColumns } from "@shared/content/consent-record";
import { displayStatus } from "./admin-post-values";
import { isSampleInterview } from "./content-loader";
import { sharedContentValues } from "./content-admin";

type ListRow = Omit<Interview, "content">;

export function toAdminInterviewListItem(row: ListRow, now = new Date()): AdminInterviewListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status as AdminInterviewListItem["status"],
    displayStatus: displayStatus(row, now),
    caseType: row.caseType,
    clientName: row.clientName,
    excerpt: row.excerpt,
    views: row.views,
    thumbnailImage: row.thumbnailImage,
    publishDate: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    isSample: isSampleInterview(row),
    consent: consentFromColumns(row),
  };
}

export function toAdminInterview(row: Interview): AdminInterview {
  return {
    ...toAdminInterviewListItem(row),
    content: row.content,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    focusKeyword: row.focusKeyword,
    keywords: row.keywords,
    thumbnailAlt: row.thumbnailAlt,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    lawAsOf: row.lawAsOf,
    reviewedBy: row.reviewedBy,
  };
}

/** The stored values of an interview from what the editor sent: empty SEO fields and excerpt take defaults. */
export function interviewValues(input: InterviewFields) {
  return { ...sharedContentValues(input), caseType: input.caseType, clientName: input.clientName, ...consentColumns(input.consent) };
}

/** The fields a revision keeps. */
export const interviewRevisionFields = (row: Interview) => ({
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  focusKeyword: row.focusKeyword,
  keywords: row.keywords,
  caseType: row.caseType,
  clientName: row.clientName,
});

export function toInterviewRevision(r: InterviewRevisionRow): InterviewRevision {
  return {
    id: r.id,
    interviewId: r.interviewId,
    title: r.title,
    excerpt: r.excerpt,
    content: r.content,
    caseType: r.caseType,
    clientName: r.clientName,
    savedBy: r.savedByName,
    createdAt: r.createdAt.toISOString(),
  };
}
