// The shipped guides' and interviews' citations: for each seeded row (loaded from content/) that has none yet, the
// articles its text cites of the laws whose 법령 ID is confirmed (LAW_IDS), and those laws watched. The attorney
// edits the list in the editor; a row with any citation is left alone, so a removal stays removed only while
// another citation remains (an empty list is refilled from the text at the next start).
import { sql } from "drizzle-orm";
import { suggestCitations } from "@shared/content/law-citations";
import type { Db } from "../db";
import { createLawWatchStorage, type CitingKind } from "../storage/law-watch.storage";

export async function seedCitations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together queue here; the second finds the citations the first wrote.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('citations-seed'))`);
    const result = await tx.execute(sql`
    select 'post' as kind, p.id, p.content from posts p
    where p.seed_hash is not null and p.deleted_at is null
      and not exists (select 1 from post_citations c where c.post_kind = 'post' and c.post_id = p.id)
    union all
    select 'interview' as kind, i.id, i.content from interviews i
    where i.seed_hash is not null and i.deleted_at is null
      and not exists (select 1 from post_citations c where c.post_kind = 'interview' and c.post_id = i.id)`);
    const rows = (result as unknown as { rows: { kind: CitingKind; id: number; content: string }[] }).rows;
    const storage = createLawWatchStorage(tx);
    const laws = new Map<string, string>();
    for (const row of rows) {
      const known = suggestCitations(row.content).filter((s) => s.lawId !== null);
      if (!known.length) continue;
      await storage.replaceCitations(
        row.kind,
        row.id,
        known.map((s) => ({ lawId: s.lawId!, jo: s.jo, label: s.label })),
      );
      for (const s of known) laws.set(s.lawId!, s.lawName);
    }
    await storage.watch([...laws].map(([lawId, name]) => ({ lawId, name })));
  });
}
