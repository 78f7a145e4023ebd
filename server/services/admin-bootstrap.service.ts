// The first administrator: from ADMIN_USERNAME / ADMIN_PASSWORD, or ADMIN_USERNAME (`admin` on a local trial)
// with a random password printed once. On an https site nothing is printed: the account gets a random password
// nobody knows, and the operator sets one with `npm run admin -- reset-password <name>` (or sets ADMIN_PASSWORD
// before the first start).
import { asc } from "drizzle-orm";
import { users } from "@shared/schema";
import type { Db } from "../db";
import { generatePassword, hashPassword } from "../lib/password";
import { createUsersStorage } from "../storage/users.storage";

export interface AdminBootstrapResult {
  userId: number;
  username: string;
  /** Set only when this call created the administrator with a generated password (print it once). */
  generatedPassword?: string;
  /** This call created the administrator with a password nobody knows (`printable: false`): one must be set. */
  needsPassword?: boolean;
  created: boolean;
}

export async function ensureAdministrator(
  db: Db,
  username?: string,
  password?: string,
  options: { printable?: boolean } = {},
): Promise<AdminBootstrapResult> {
  const storage = createUsersStorage(db);
  if (username && password) {
    const existing = await storage.findByUsername(username);
    if (existing) return { userId: existing.id, username, created: false };
    const created = await storage.createIfMissing({ username, password: await hashPassword(password), role: "admin" });
    const row = created ?? (await storage.findByUsername(username));
    return { userId: row!.id, username, created: Boolean(created) };
  }
  const [first] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  if (first) return { userId: first.id, username: first.username, created: false };
  const name = username ?? "admin";
  const generated = generatePassword();
  // Printed once to the log: it must be changed at the first sign-in (require-admin.ts).
  const created = await storage.createIfMissing({
    username: name,
    password: await hashPassword(generated),
    role: "admin",
    mustChangePassword: true,
  });
  if (!created) {
    const row = await storage.findByUsername(name);
    return { userId: row!.id, username: name, created: false };
  }
  if (options.printable === false) return { userId: created.id, username: name, needsPassword: true, created: true };
  return { userId: created.id, username: name, generatedPassword: generated, created: true };
}
