import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** DELETE /api/testimonials/:id; the list reloads. */
export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ success: true; message: string }>("DELETE", `/api/testimonials/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.testimonials() });
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.launchChecklist() });
    },
  });
}
