// "보낸 알림" under a request: each acknowledgement and alert queued about it, with its status, attempts, when it
// went (or will be tried next) and the last error. Closed by default: opening it reads personal data (logged).
import { useId, useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import type { OutboundMessageItem } from "@shared/intake/intake-messages";
import { OUTBOUND_KIND_LABELS, OUTBOUND_STATUS_LABELS } from "@shared/intake/back-office-labels";
import { formatPhone } from "@shared/lib/phone";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import { useConsultationMessages } from "../api/get-consultation-messages";

const CHANNEL_LABELS = { email: "이메일", sms: "문자" } as const;
const STATUS_CLASSES = {
  pending: "bg-amber-50 text-amber-900",
  sent: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-50 text-red-800",
  skipped: "bg-slate-100 text-slate-800",
} as const;

function timing(m: OutboundMessageItem): string {
  if (m.sentAt) return `발송 ${formatKoreanDateTime(m.sentAt)}`;
  if (m.nextAttemptAt) return `다음 시도 ${formatKoreanDateTime(m.nextAttemptAt)}`;
  return `등록 ${formatKoreanDateTime(m.createdAt)}`;
}

export function SentMessages({ consultationId }: { consultationId: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const messages = useConsultationMessages(consultationId, open);
  return (
    <div className="text-[15px]">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="min-h-11 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        보낸 알림 {open ? "접기" : "보기"}
      </button>
      {open && (
        <section id={panelId} aria-label={`#${consultationId} 보낸 알림`} className="mt-1">
          {messages.isPending ? (
            <LoadingState className="py-4" />
          ) : messages.isError ? (
            <ErrorState className="py-4" onRetry={() => void messages.refetch()} />
          ) : messages.data.length === 0 ? (
            <p className="text-slate-600">보낸 알림이 없습니다.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {messages.data.map((m) => (
                <li key={m.id} className="space-y-1 px-3 py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{OUTBOUND_KIND_LABELS[m.kind]}</span>
                    <span className="text-slate-600">
                      {CHANNEL_LABELS[m.channel]} ·{" "}
                      {m.channel === "sms" ? formatPhone(m.recipient) : <span className="break-all">{m.recipient}</span>}
                    </span>
                    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_CLASSES[m.status])}>
                      {OUTBOUND_STATUS_LABELS[m.status]}
                    </span>
                  </p>
                  <p className="text-sm text-slate-700">
                    {timing(m)} · 시도 {m.attempts}회
                  </p>
                  {m.lastError &&
                    (m.status === "skipped" ? (
                      <p className="text-sm text-slate-700">보내지 않은 이유: {m.lastError}</p>
                    ) : (
                      <p className="text-sm text-red-800">마지막 오류: {m.lastError}</p>
                    ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
