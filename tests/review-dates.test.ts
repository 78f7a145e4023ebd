// Which guides the attorney should re-read: every article and interview whose legal review is more than 12
// months old is listed as a warning in the test output. A stale review does not fail the run; the law may
// not have changed, but only the attorney can say so.
import { describe, expect, it } from "vitest";
import { seoulDate } from "@shared/lib/dates";
import { REVIEW_STALE_MONTHS, staleReviews } from "@shared/content/review";
import { loadContentFiles } from "../server/services/content-loader";

describe("legal review dates of the content files", () => {
  const { articles, interviews } = loadContentFiles();
  const files = [...articles, ...interviews].map((f) => ({
    file: f.file,
    reviewedAt: f.frontMatter.reviewedAt,
    lawAsOf: f.frontMatter.lawAsOf,
  }));

  it(`lists the guides last reviewed more than ${REVIEW_STALE_MONTHS} months ago (a warning, not a failure)`, () => {
    const today = seoulDate(Date.now());
    const stale = staleReviews(files, today);
    if (stale.length > 0) {
      console.warn(
        [
          `WARNING: ${stale.length} guide(s) last reviewed more than ${REVIEW_STALE_MONTHS} months ago (${today}); re-read them against the law in force:`,
        ]
          .concat(stale.map((s) => `  - content/${s.file}: reviewed ${s.reviewedAt}, law as of ${s.lawAsOf}`))
          .join("\n"),
      );
    }
    expect(files.length).toBe(articles.length + interviews.length);
  });

  it("has no review dated in the future", () => {
    const today = seoulDate(Date.now());
    for (const f of files) expect(f.reviewedAt <= today, f.file).toBe(true);
  });
});
