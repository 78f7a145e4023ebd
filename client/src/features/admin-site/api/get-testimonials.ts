import { useQuery } from "@tanstack/react-query";
import type { AdminTestimonial } from "@shared/office/testimonials";
import { apiGet } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** GET /api/testimonials: every testimonial, in the home page's order. */
export function useTestimonials() {
  return useQuery({ queryKey: adminSiteKeys.testimonials(), queryFn: () => apiGet<AdminTestimonial[]>("/api/testimonials") });
}
