// How and when a requester may be contacted, as they said on the form (all optional): by phone and text, phone
// only or text only; a time to avoid (a preset or their own words); and "leave no text or voice message". The
// office's senders follow it (acknowledgementTextAllowed) and the back office shows it first (contactPreferenceLine).
import { AVOID_TIME_LABELS, CONTACT_METHOD_LABELS } from "./labels";
import type { AvoidTime, ContactMethod } from "./options";

export interface ContactPreferences {
  contactMethod: ContactMethod | null;
  avoidTime: AvoidTime | null;
  /** The requester's own words, with avoidTime "custom" only. */
  avoidTimeNote: string | null;
  /** "문자·음성 메시지 남기지 말아 주세요". */
  noMessages: boolean;
}

/**
 * Whether the acknowledgement text may be sent: only with the text consent, and never when the requester chose
 * 전화만 or asked that no text or voice message be left. The acknowledgement e-mail (to an address they gave) and
 * the attorney's own alert are not texts to the requester and are unaffected. A time to avoid does not hold the
 * acknowledgement back: it is sent at once, while the requester is at the form.
 */
export function acknowledgementTextAllowed(p: Pick<ContactPreferences, "contactMethod" | "noMessages">, smsConsent: boolean): boolean {
  return smsConsent && p.contactMethod !== "call_only" && !p.noMessages;
}

/** The time to avoid in words: the preset's label, or the requester's own words. */
export function avoidTimeText(p: Pick<ContactPreferences, "avoidTime" | "avoidTimeNote">): string | null {
  if (!p.avoidTime) return null;
  return p.avoidTime === "custom" ? p.avoidTimeNote || AVOID_TIME_LABELS.custom : AVOID_TIME_LABELS[p.avoidTime];
}

/** One line for the top of the request's card and the exports ("전화만 · 피할 시간: 저녁 7시 이후"), or null when nothing was said. */
export function contactPreferenceLine(p: ContactPreferences): string | null {
  const parts: string[] = [];
  if (p.contactMethod) parts.push(CONTACT_METHOD_LABELS[p.contactMethod]);
  const avoid = avoidTimeText(p);
  if (avoid) parts.push(`피할 시간: ${avoid}`);
  if (p.noMessages) parts.push("문자·음성 메시지 남기지 않기");
  return parts.length > 0 ? parts.join(" · ") : null;
}
