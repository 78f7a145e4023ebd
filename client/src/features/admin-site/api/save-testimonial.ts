import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminTestimonial, TestimonialValues } from "@shared/office/testimonials";
import { apiRequest } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** POST /api/testimonials (201) for a new testimonial, PUT /api/testimonials/:id for a saved one; the list reloads. */
export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TestimonialValues }) =>
      id === null
        ? apiRequest<AdminTestimonial>("POST", "/api/testimonials", body)
        : apiRequest<AdminTestimonial>("PUT", `/api/testimonials/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.testimonials() });
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.launchChecklist() });
    },
  });
}
