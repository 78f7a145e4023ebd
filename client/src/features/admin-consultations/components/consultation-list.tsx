import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { useState } from "react";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { EmptyState } from "@/components/admin/data-state";
import { ConsultationCard } from "./consultation-card";

interface ConsultationListProps {
  items: AdminConsultation[];
  /** The office's reply window (hours), for each card's response clock. */
  replyWithinHours: number | FirstContactRules;
  hasFilters: boolean;
  /** Lists every request of one person: the search filter set to a phone number or an e-mail address. */
  onShowPerson: (search: string) => void;
}

/** The cards, in the order the server sends them (newest or most overdue first). Only one card is edited at a time. */
export function ConsultationList({ items, replyWithinHours, hasFilters, onShowPerson }: ConsultationListProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  if (items.length === 0) return <EmptyState>{hasFilters ? "조건에 맞는 상담 신청이 없습니다." : "상담 신청이 없습니다."}</EmptyState>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.id}>
          <ConsultationCard
            item={item}
            replyWithinHours={replyWithinHours}
            editing={editingId === item.id}
            onEdit={() => setEditingId(item.id)}
            onEditEnd={() => setEditingId((current) => (current === item.id ? null : current))}
            onShowPerson={onShowPerson}
          />
        </li>
      ))}
    </ul>
  );
}
