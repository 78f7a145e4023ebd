// Queries of bookings, their manage tokens and the attorney's availability blocks. Ranges are half-open instants
// ([start, end)); "holding" bookings (pending, confirmed) are the ones that take their time.
import { and, asc, eq, getTableColumns, gt, inArray, lt, sql } from "drizzle-orm";
import { HOLDING_STATUSES, type BookingStatus } from "@shared/booking/booking-options";
import { availabilityBlocks, bookings, bookingTokens, consultations, type AvailabilityBlockRow, type BookingRow } from "@shared/schema";
import type { Executor } from "../db";

export type BookingInsert = typeof bookings.$inferInsert;

export function createBookingsStorage(db: Executor) {
  return {
    /** Serialises booking writes (checks and inserts) across connections and instances until the transaction ends. */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('bookings'))`);
    },
    /** Pending and confirmed bookings overlapping [from, to). */
    async holding(from: Date, to: Date, exceptId?: number): Promise<BookingRow[]> {
      const rows = await db
        .select()
        .from(bookings)
        .where(and(inArray(bookings.status, [...HOLDING_STATUSES]), lt(bookings.startAt, to), gt(bookings.endAt, from)))
        .orderBy(asc(bookings.startAt));
      return exceptId === undefined ? rows : rows.filter((r) => r.id !== exceptId);
    },
    async blocks(from: Date, to: Date): Promise<AvailabilityBlockRow[]> {
      return db
        .select()
        .from(availabilityBlocks)
        .where(and(lt(availabilityBlocks.startAt, to), gt(availabilityBlocks.endAt, from)))
        .orderBy(asc(availabilityBlocks.startAt));
    },
    async insert(row: BookingInsert): Promise<BookingRow> {
      const [inserted] = await db.insert(bookings).values(row).returning();
      return inserted;
    },
    async addToken(bookingId: number, tokenHash: string): Promise<void> {
      await db.insert(bookingTokens).values({ bookingId, tokenHash });
    },
    async byConsultation(consultationId: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.consultationId, consultationId)).limit(1);
      return row;
    },
    /** The bookings of some requests, each with how many manage links were issued (never the hashes). */
    async ofConsultations(consultationIds: number[]): Promise<Array<BookingRow & { manageLinks: number }>> {
      if (consultationIds.length === 0) return [];
      return db
        .select({
          ...getTableColumns(bookings),
          manageLinks: sql<number>`(select count(*)::int from ${bookingTokens} where ${bookingTokens.bookingId} = ${bookings.id})`,
        })
        .from(bookings)
        .where(inArray(bookings.consultationId, consultationIds));
    },
    async byId(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },
    /** The booking of a manage token, with what its page may show of the person. */
    async byTokenHash(tokenHash: string): Promise<{ booking: BookingRow; name: string; phone: string } | undefined> {
      const [row] = await db
        .select({ booking: bookings, name: consultations.name, phone: consultations.phone })
        .from(bookingTokens)
        .innerJoin(bookings, eq(bookings.id, bookingTokens.bookingId))
        .innerJoin(consultations, eq(consultations.id, bookings.consultationId))
        .where(eq(bookingTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async update(id: number, patch: Partial<BookingInsert>): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning();
      return row;
    },
    /** Bookings starting in [from, to), optionally of some statuses, with the request's name and conflict check. */
    async list(from: Date, to: Date, statuses: readonly BookingStatus[] | null) {
      return db
        .select({
          booking: bookings,
          name: consultations.name,
          phone: consultations.phone,
          caseType: consultations.caseType,
          conflictResult: consultations.conflictResult,
          conflictCheckedAt: consultations.conflictCheckedAt,
        })
        .from(bookings)
        .innerJoin(consultations, eq(consultations.id, bookings.consultationId))
        .where(
          and(
            lt(bookings.startAt, to),
            gt(bookings.startAt, new Date(from.getTime() - 1)),
            statuses ? inArray(bookings.status, [...statuses]) : undefined,
          ),
        )
        .orderBy(asc(bookings.startAt));
    },
    async conflictCheckOf(consultationId: number): Promise<{ result: string | null } | undefined> {
      const [row] = await db
        .select({ result: consultations.conflictResult })
        .from(consultations)
        .where(eq(consultations.id, consultationId))
        .limit(1);
      return row;
    },
    async addBlock(row: { startAt: Date; endAt: Date; label: string }): Promise<AvailabilityBlockRow> {
      const [inserted] = await db.insert(availabilityBlocks).values(row).returning();
      return inserted;
    },
    async removeBlock(id: number): Promise<boolean> {
      const rows = await db.delete(availabilityBlocks).where(eq(availabilityBlocks.id, id)).returning({ id: availabilityBlocks.id });
      return rows.length > 0;
    },
    /** Marks the holding bookings overlapping [from, to) as needing a new time; answers the ones newly marked. */
    async markNeedsReschedule(from: Date, to: Date): Promise<BookingRow[]> {
      return db
        .update(bookings)
        .set({ needsReschedule: true, updatedAt: new Date() })
        .where(
          and(
            inArray(bookings.status, [...HOLDING_STATUSES]),
            eq(bookings.needsReschedule, false),
            lt(bookings.startAt, to),
            gt(bookings.endAt, from),
          ),
        )
        .returning();
    },
  };
}
export type BookingsStorage = ReturnType<typeof createBookingsStorage>;
