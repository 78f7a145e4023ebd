// The delivery settings (mail server, text provider, alert address): read without their secrets, saved (an empty
// secret keeps the saved one), and the test sends that answer the provider's own reply.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeliverySettingsInput, DeliverySettingsView, TestSendResult } from "@shared/office/delivery-settings";
import { DELIVERY_SETTINGS_PATH } from "@shared/settings/settings-kinds";
import { apiGet, apiRequest } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

const URL = `/api${DELIVERY_SETTINGS_PATH}`;

export function useDeliverySettings() {
  return useQuery({ queryKey: adminSiteKeys.delivery(), queryFn: () => apiGet<DeliverySettingsView>(URL) });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: DeliverySettingsInput) => apiRequest<DeliverySettingsView>("PUT", URL, value),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteKeys.delivery(), saved);
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.launchChecklist() });
    },
  });
}

/** POST …/test-email or …/test-sms: resolves with the provider's answer; a refusal is an ApiError with its text. */
export function useTestSend(channel: "email" | "sms") {
  return useMutation({
    mutationFn: (to: string) => apiRequest<TestSendResult>("POST", `${URL}/test-${channel}`, { to }),
  });
}
