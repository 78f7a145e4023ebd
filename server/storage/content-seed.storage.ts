// Queries of the content-file seed: the seed state of posts and interviews by slug, inserts with the
// file's id, updates of rows still as seeded, and the id sequences moved past explicit ids.
import { and, eq, inArray, sql } from "drizzle-orm";
import { contentTombstones, interviews, posts, type InsertInterview, type InsertPost } from "@shared/schema";
import type { Executor } from "../db";

/** What the seed needs to know of an existing row to decide whether it may update it. */
export interface SeedState {
  id: number;
  slug: string;
  seedHash: string | null;
  seededAt: Date | null;
  updatedAt: Date;
}

/** Serialises concurrent seeds (several instances booting at once) until the transaction ends. */
const CONTENT_SEED_LOCK = 7254002;

export function createContentSeedStorage(db: Executor) {
  /** Of these slugs, those an administrator deleted for good (the seed must not bring them back). */
  const deletedForGood = (kind: "post" | "interview") => async (slugs: string[]) => {
    if (slugs.length === 0) return [];
    const rows = await db
      .select({ slug: contentTombstones.slug })
      .from(contentTombstones)
      .where(and(eq(contentTombstones.kind, kind), inArray(contentTombstones.slug, slugs)));
    return rows.map((r) => r.slug);
  };
  return {
    async lockForSeed(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(CONTENT_SEED_LOCK))})`);
    },
    posts: {
      deletedForGood: deletedForGood("post"),
      /** Rows with these slugs, locked until the transaction ends so an edit cannot slip in between. */
      findSeedStates(slugs: string[]): Promise<SeedState[]> {
        if (slugs.length === 0) return Promise.resolve([]);
        return db
          .select({ id: posts.id, slug: posts.slug, seedHash: posts.seedHash, seededAt: posts.seededAt, updatedAt: posts.updatedAt })
          .from(posts)
          .where(inArray(posts.slug, slugs))
          .for("update");
      },
      async takenIds(ids: number[]): Promise<number[]> {
        if (ids.length === 0) return [];
        const rows = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
        return rows.map((r) => r.id);
      },
      /** Inserts unless the id or slug exists; true when a row was added. */
      async insert(row: InsertPost): Promise<boolean> {
        const added = await db.insert(posts).values(row).onConflictDoNothing().returning({ id: posts.id });
        return added.length > 0;
      },
      async update(id: number, values: Partial<InsertPost>): Promise<void> {
        await db.update(posts).set(values).where(eq(posts.id, id));
      },
      async moveIdSequencePastMax(): Promise<void> {
        await db.execute(sql`select setval(pg_get_serial_sequence('posts', 'id'), greatest((select max(id) from posts), 1))`);
      },
    },
    interviews: {
      deletedForGood: deletedForGood("interview"),
      findSeedStates(slugs: string[]): Promise<SeedState[]> {
        if (slugs.length === 0) return Promise.resolve([]);
        return db
          .select({
            id: interviews.id,
            slug: interviews.slug,
            seedHash: interviews.seedHash,
            seededAt: interviews.seededAt,
            updatedAt: interviews.updatedAt,
          })
          .from(interviews)
          .where(inArray(interviews.slug, slugs))
          .for("update");
      },
      async takenIds(ids: number[]): Promise<number[]> {
        if (ids.length === 0) return [];
        const rows = await db.select({ id: interviews.id }).from(interviews).where(inArray(interviews.id, ids));
        return rows.map((r) => r.id);
      },
      async insert(row: InsertInterview): Promise<boolean> {
        const added = await db.insert(interviews).values(row).onConflictDoNothing().returning({ id: interviews.id });
        return added.length > 0;
      },
      async update(id: number, values: Partial<InsertInterview>): Promise<void> {
        await db.update(interviews).set(values).where(eq(interviews.id, id));
      },
      async moveIdSequencePastMax(): Promise<void> {
        await db.execute(sql`select setval(pg_get_serial_sequence('interviews', 'id'), greatest((select max(id) from interviews), 1))`);
      },
    },
  };
}
/** The queries of one table, the same shape for posts and interviews. */
export type ContentTableStorage<Row> = {
  deletedForGood(slugs: string[]): Promise<string[]>;
  findSeedStates(slugs: string[]): Promise<SeedState[]>;
  takenIds(ids: number[]): Promise<number[]>;
  insert(row: Row): Promise<boolean>;
  update(id: number, values: Partial<Row>): Promise<void>;
  moveIdSequencePastMax(): Promise<void>;
};
