// A deadline the visitor holds: its kind and the day it started (the deadline tool's kinds and labels). The
// deadline tool computes the last day; only days before it are offered, with "기한 D-n".
import { useEffect, useState } from "react";
import { DEADLINE_KINDS, DEADLINE_RULES } from "@shared/tools/deadline-rules";
import { checkDeadline, type DeadlineCheck } from "./booking-api";
import { PRIMARY_BUTTON } from "./choice";

export interface HeldDeadline {
  kind: string;
  startDate: string;
  check: DeadlineCheck;
}

export function DeadlineStep({
  initial,
  onChecked,
}: {
  initial: { kind?: string; start?: string };
  onChecked: (deadline: HeldDeadline | null) => void;
}) {
  const [kind, setKind] = useState(initial.kind && (DEADLINE_KINDS as readonly string[]).includes(initial.kind) ? initial.kind : "appeal");
  const [start, setStart] = useState(initial.start ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const check = async (k: string, s: string) => {
    if (!s) return setMessage("기한이 시작된 날짜를 입력해주세요.");
    setBusy(true);
    setMessage(null);
    onChecked(null);
    const answer = await checkDeadline(k, s).catch(() => ({
      kind: "error" as const,
      message: "기한을 계산하지 못했습니다. 잠시 후 다시 시도해주세요.",
    }));
    setBusy(false);
    if (answer.kind === "error") setMessage(answer.message);
    else onChecked({ kind: k, startDate: s, check: answer });
  };

  // Prefilled from the deadline tool's result: the last day is computed at once.
  useEffect(() => {
    if (initial.kind && initial.start) void check(kind, start);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void check(kind, start);
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor="booking-deadline-kind" className="block text-[15px] font-semibold text-slate-900">
          무엇의 기한인가요?
        </label>
        <select
          id="booking-deadline-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-[16px] text-slate-900"
        >
          {DEADLINE_KINDS.map((k) => (
            <option key={k} value={k}>
              {DEADLINE_RULES[k].label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="booking-deadline-start" className="block text-[15px] font-semibold text-slate-900">
          시작일 (판결 선고일, 통지·송달을 받은 날 등)
        </label>
        <input
          id="booking-deadline-start"
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          aria-describedby={message ? "booking-deadline-error" : undefined}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-[16px] text-slate-900"
        />
      </div>
      {message && (
        <p id="booking-deadline-error" role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? "확인 중..." : "기한 확인"}
      </button>
    </form>
  );
}
