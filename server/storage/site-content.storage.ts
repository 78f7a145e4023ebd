// What the public pages of the attorney's own site read besides the settings: queries only.
import { and, inArray } from "drizzle-orm";
import { interviews } from "@shared/schema";
import type { Executor } from "../db";
import { isPublicInterview } from "./interviews.storage";

export function createSiteContentStorage(db: Executor) {
  return {
    /** The published interviews among `ids` (title and address, and the seed's hash that tells a shipped sample). */
    async publishedInterviews(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: interviews.id, title: interviews.title, slug: interviews.slug, seedHash: interviews.seedHash })
        .from(interviews)
        .where(and(inArray(interviews.id, ids), isPublicInterview()));
    },
  };
}
