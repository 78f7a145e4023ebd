import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { EmptyState } from "@/components/admin/data-state";
import { InboxRow } from "./inbox-row";

interface InboxListProps {
  items: AdminConsultation[];
  /** The office's reply window (hours), for each row's time left. */
  clockRules: number | FirstContactRules;
  hasFilters: boolean;
  openId: number | null;
  hrefOf: (id: number) => string;
  onOpen: (id: number) => void;
}

/** The rows, in the order the server sends them. */
export function InboxList({ items, clockRules, hasFilters, openId, hrefOf, onOpen }: InboxListProps) {
  if (items.length === 0) return <EmptyState>{hasFilters ? "조건에 맞는 상담 신청이 없습니다." : "상담 신청이 없습니다."}</EmptyState>;
  return (
    <ul aria-label="상담 신청 목록" className="space-y-2">
      {items.map((item) => (
        <li key={item.id}>
          <InboxRow
            item={item}
            clockRules={clockRules}
            href={hrefOf(item.id)}
            selected={item.id === openId}
            onOpen={() => onOpen(item.id)}
          />
        </li>
      ))}
    </ul>
  );
}
