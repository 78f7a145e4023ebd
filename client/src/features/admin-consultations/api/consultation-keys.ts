import type { CaseType, ConsultationStatus, Urgency } from "@shared/intake/options";

/** The list filters as the dashboard holds them: "" means no filter. */
export interface ConsultationFilterValues {
  search: string;
  status: ConsultationStatus | "";
  urgency: Urgency | "";
  type: CaseType | "";
  /** The list's order: "" today's work first (the server's default), "newest" newest first, "overdue" most overdue first. */
  sort: "" | "newest" | "overdue";
}

export const EMPTY_FILTERS: ConsultationFilterValues = { search: "", status: "", urgency: "", type: "", sort: "" };

/** Query keys of the consultation API; every key starts with the endpoint so one invalidation reaches all. */
export const consultationKeys = {
  all: ["/api/consultations"] as const,
  list: (filters: ConsultationFilterValues) => ["/api/consultations", filters] as const,
  history: (id: number) => ["/api/consultations", id, "history"] as const,
  contacts: (id: number) => ["/api/consultations", id, "contacts"] as const,
  messages: (id: number) => ["/api/consultations", id, "messages"] as const,
};

export const accessLogKeys = {
  all: ["/api/access-logs"] as const,
};
