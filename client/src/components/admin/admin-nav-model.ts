// The back office's navigation as data: groups (상담, 글, 사이트, 계정), each with its sections. A section's id is
// the address's ?tab= value, so links written before the groups existed keep working.
import type { ReactNode } from "react";

export interface AdminSection<Id extends string = string> {
  id: Id;
  label: string;
}

export interface AdminGroup<Id extends string = string> {
  id: string;
  label: string;
  /** A small line drawing for the phone's bottom bar (aria-hidden). */
  icon: ReactNode;
  sections: readonly AdminSection<Id>[];
}

/** The group holding a section, or undefined for an id no group lists. */
export function groupOfSection<Id extends string>(groups: readonly AdminGroup<Id>[], id: string): AdminGroup<Id> | undefined {
  return groups.find((group) => group.sections.some((section) => section.id === id));
}

/** The section an address names, or the default one when it names none (or one that does not exist). */
export function sectionFromParam<Id extends string>(groups: readonly AdminGroup<Id>[], requested: string | null, fallback: Id): Id {
  for (const group of groups) {
    const found = group.sections.find((section) => section.id === requested);
    if (found) return found.id;
  }
  return fallback;
}
