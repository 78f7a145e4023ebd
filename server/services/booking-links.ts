// A booking's manage link (/booking/<token>): the token is random and stored only as its SHA-256 hash, so a link
// cannot be shown again; whatever needs a link (the booking's answer, a repeat of it, a message) mints a new one.
import { createHash, randomBytes } from "node:crypto";
import { paths } from "@shared/pages/page-map";
import type { BookingsStorage } from "../storage/bookings.storage";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new token for the booking and answers the link that carries it. */
export async function mintManageLink(
  storage: Pick<BookingsStorage, "addToken">,
  bookingId: number,
  publicSiteUrl: string,
): Promise<{ token: string; url: string }> {
  const token = randomBytes(24).toString("base64url");
  await storage.addToken(bookingId, hashToken(token));
  return { token, url: publicSiteUrl.replace(/\/$/, "") + paths.bookingManage({ token }) };
}
