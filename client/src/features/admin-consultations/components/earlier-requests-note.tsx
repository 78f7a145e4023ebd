import { formatKoreanDate } from "@shared/lib/dates";
import type { AdminConsultation } from "@shared/intake/admin-consultations";

interface EarlierRequestsNoteProps {
  item: AdminConsultation;
  /** Shows every request of this person (sets the search filter to the phone number or e-mail that matched). */
  onShowAll: (search: string) => void;
}

/** Earlier requests by the same person: a repeat client, or a possible conflict of interest to check. */
export function EarlierRequestsNote({ item, onShowAll }: EarlierRequestsNoteProps) {
  if (item.earlierCount <= 0) return null;
  const digits = item.phone.replace(/\D/g, "");
  const more = item.earlierCount - item.earlier.length;
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{`같은 연락처·이메일로 이전 신청 ${item.earlierCount}건 (재상담 또는 이해충돌 확인)`}</p>
      <ul className="mt-1 flex flex-wrap gap-x-1 gap-y-1">
        {item.earlier.map((earlier) => {
          const text = `#${earlier.id} (${formatKoreanDate(earlier.createdAt)})`;
          const byEmail = earlier.matchedBy === "email" && item.email;
          const search = byEmail ? item.email! : digits;
          const what = byEmail ? "이메일" : "연락처";
          return (
            <li key={earlier.id}>
              <button
                type="button"
                onClick={() => onShowAll(search)}
                aria-label={`${text}: 이 ${what}의 모든 신청 보기`}
                title={`이 ${what}의 모든 신청 보기`}
                className="inline-flex min-h-11 items-center rounded px-1.5 font-medium text-amber-950 underline underline-offset-2 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-700"
              >
                {text}
              </button>
            </li>
          );
        })}
        {more > 0 && <li className="flex min-h-11 items-center px-1.5">외 {more}건</li>}
      </ul>
    </div>
  );
}
