// The messages sent about one request (acknowledgements, urgent alert), as the back office lists them under it.
// Reading them is reading the request's personal data (the requester's e-mail and phone): access-logged as a view.
import type { OutboundMessageItem } from "@shared/intake/intake-messages";
import type { Db } from "../db";
import { NotFoundError } from "../lib/errors";
import { createAdminConsultationsStorage } from "../storage/admin-consultations.storage";
import { createOutboundMessagesStorage } from "../storage/outbound-messages.storage";
import { createAccessLog, type Actor } from "./access-log.service";

const MISSING_MESSAGE = "상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.";

export function createConsultationMessagesService(db: Db) {
  const consultations = createAdminConsultationsStorage(db);
  const messages = createOutboundMessagesStorage(db);
  const accessLog = createAccessLog(db);
  return {
    async list(id: number, actor: Actor): Promise<OutboundMessageItem[]> {
      if (!(await consultations.exists(id))) throw new NotFoundError(MISSING_MESSAGE);
      const rows = await messages.listFor(id);
      await accessLog.record(actor, { action: "view", consultationId: id, detail: "보낸 알림 조회" });
      return rows.map((m) => ({
        id: m.id,
        kind: m.kind as OutboundMessageItem["kind"],
        channel: m.channel as OutboundMessageItem["channel"],
        recipient: m.recipient,
        body: m.body,
        status: m.status as OutboundMessageItem["status"],
        attempts: m.attempts,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        nextAttemptAt: m.status === "pending" ? m.nextAttemptAt.toISOString() : null,
        lastError: m.lastError,
      }));
    },
  };
}
export type ConsultationMessagesService = ReturnType<typeof createConsultationMessagesService>;
