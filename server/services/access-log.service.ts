// The record of who read or changed personal data: written with every administrator access to
// consultation requests, never with their content, and never edited by the application. Rows are destroyed
// only by the retention job, after the period in PRIVACY.accessLogRetentionYears (retention.service.ts).
import type { UserRole } from "@shared/auth/roles";
import type { ACCESS_ACTIONS, AccessLog } from "@shared/schema";
import type { AccessLogItem, AccessLogPage } from "@shared/intake/admin-consultations";
import { describeAccessLogFilters, type AccessLogFilters } from "@shared/intake/access-log";
import type { Db, Executor } from "../db";
import { createAccessLogsStorage } from "../storage/access-logs.storage";

const ACCESS_LOG_PAGE_SIZE = 50;
const EXPORT_BATCH = 500;

const toItem = (r: AccessLog): AccessLogItem => ({
  id: r.id,
  username: r.username,
  action: r.action,
  consultationId: r.consultationId,
  detail: r.detail,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

/** The signed-in administrator behind a request, and where it came from. */
export interface Actor {
  id: number;
  username: string;
  ip: string;
  /** The signed-in user's role; without it, the actor is treated as staff (no fee shown). */
  role?: UserRole;
}

export interface AccessEntry {
  action: (typeof ACCESS_ACTIONS)[number];
  consultationId?: number;
  detail?: string;
}

export function createAccessLog(db: Db) {
  const storage = createAccessLogsStorage(db);
  /** Records one access; pass the transaction of the change it describes to make it part of that change. */
  async function record(actor: Actor, entry: AccessEntry, tx?: Executor): Promise<void> {
    const target = tx ? createAccessLogsStorage(tx) : storage;
    await target.insert({
      userId: actor.id,
      username: actor.username,
      action: entry.action,
      consultationId: entry.consultationId ?? null,
      detail: entry.detail ?? null,
      ip: actor.ip,
    });
  }
  return {
    record,
    /** Newest first, the entries matching the filters, below the cursor's id. */
    async page(before?: number, filters: AccessLogFilters = {}): Promise<AccessLogPage> {
      const rows = await storage.page(ACCESS_LOG_PAGE_SIZE + 1, before, filters);
      const items = rows.slice(0, ACCESS_LOG_PAGE_SIZE).map(toItem);
      return { items, nextCursor: rows.length > ACCESS_LOG_PAGE_SIZE ? String(items[items.length - 1].id) : null };
    },
    /**
     * The entries matching the filters, newest first, in batches for a CSV. The export is itself recorded (its
     * reason, filters and count) before the first batch is handed out, so no row leaves unrecorded.
     */
    async *exportRows(filters: AccessLogFilters, reason: string, actor: Actor): AsyncGenerator<AccessLogItem[]> {
      // The export's own entry is not part of the file: only rows older than it.
      const [newest] = await storage.page(1);
      const total = newest ? await storage.count(filters, newest.id + 1) : 0;
      await record(actor, {
        action: "access-log-export",
        consultationId: filters.consultationId,
        detail: `사유: ${reason} · ${total}건 · ${describeAccessLogFilters(filters)}`,
      });
      if (!newest) return;
      let before = newest.id + 1;
      for (;;) {
        const batch = await storage.page(EXPORT_BATCH, before, filters);
        if (batch.length === 0) return;
        yield batch.map(toItem);
        if (batch.length < EXPORT_BATCH) return;
        before = batch[batch.length - 1].id;
      }
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLog>;
