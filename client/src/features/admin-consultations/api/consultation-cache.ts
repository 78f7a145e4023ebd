// Edits the cached list pages in place, so a saved or deleted card changes before the list is refetched.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { AdminConsultation, ConsultationListPage } from "@shared/intake/admin-consultations";
import { consultationKeys } from "./consultation-keys";

type ListData = InfiniteData<ConsultationListPage, string | null>;

const isListQuery = (key: readonly unknown[]) =>
  key[0] === consultationKeys.all[0] && key.length === 2 && typeof key[1] === "object" && key[1] !== null;

function mapCachedItems(queryClient: QueryClient, map: (items: AdminConsultation[]) => AdminConsultation[]): void {
  queryClient.setQueriesData<ListData>({ predicate: (query) => isListQuery(query.queryKey) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) } : data,
  );
}

export function replaceCachedConsultation(queryClient: QueryClient, updated: AdminConsultation): void {
  mapCachedItems(queryClient, (items) => items.map((item) => (item.id === updated.id ? updated : item)));
}

export function removeCachedConsultation(queryClient: QueryClient, id: number): void {
  mapCachedItems(queryClient, (items) => items.filter((item) => item.id !== id));
}
