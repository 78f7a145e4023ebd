// The record of who read or changed personal data: written with every administrator access to
// consultation requests, never with their content, and never edited by the application. Rows are destroyed
// only by the retention job, after the period in PRIVACY.accessLogRetentionYears (retention.service.ts).
import type { UserRole } from "@shared/auth/roles";
import type { ACCESS_ACTIONS } from "@shared/schema";
import type { AccessLogItem, AccessLogPage } from "@shared/intake/admin-consultations";
import type { Db, Executor } from "../db";
import { createAccessLogsStorage } from "../storage/access-logs.storage";

const ACCESS_LOG_PAGE_SIZE = 50;

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
  return {
    /** Records one access; pass the transaction of the change it describes to make it part of that change. */
    async record(actor: Actor, entry: AccessEntry, tx?: Executor): Promise<void> {
      const target = tx ? createAccessLogsStorage(tx) : storage;
      await target.insert({
        userId: actor.id,
        username: actor.username,
        action: entry.action,
        consultationId: entry.consultationId ?? null,
        detail: entry.detail ?? null,
        ip: actor.ip,
      });
    },
    async page(before?: number): Promise<AccessLogPage> {
      const rows = await storage.page(ACCESS_LOG_PAGE_SIZE + 1, before);
      const items: AccessLogItem[] = rows.slice(0, ACCESS_LOG_PAGE_SIZE).map((r) => ({
        id: r.id,
        username: r.username,
        action: r.action,
        consultationId: r.consultationId,
        detail: r.detail,
        ip: r.ip,
        createdAt: r.createdAt.toISOString(),
      }));
      return { items, nextCursor: rows.length > ACCESS_LOG_PAGE_SIZE ? String(items[items.length - 1].id) : null };
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLog>;
