import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminTestimonial } from "@shared/office/testimonials";
import { apiRequest } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** PUT /api/testimonials/order with every id in the new order; the list shows the new order at once. */
export function useReorderTestimonials() {
  const queryClient = useQueryClient();
  const key = adminSiteKeys.testimonials();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest<unknown>("PUT", "/api/testimonials/order", { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminTestimonial[]>(key);
      if (before)
        queryClient.setQueryData(
          key,
          ids.map((id) => before.find((t) => t.id === id)).filter((t): t is AdminTestimonial => t !== undefined),
        );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
