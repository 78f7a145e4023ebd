// Query keys of the attorney's own site in the back office (the settings kinds and their URLs: shared/settings/).
import type { PlainSettingsKind } from "@shared/settings/settings-kinds";

export const adminSiteKeys = {
  all: ["admin", "site"] as const,
  settings: (kind: PlainSettingsKind) => ["admin", "site", "settings", kind] as const,
  versions: (kind: PlainSettingsKind) => ["admin", "site", "settings", kind, "versions"] as const,
  testimonials: () => ["admin", "site", "testimonials"] as const,
  delivery: () => ["admin", "site", "delivery"] as const,
  launchChecklist: () => ["admin", "site", "launch-checklist"] as const,
  interviews: () => ["admin", "site", "interviews"] as const,
};
