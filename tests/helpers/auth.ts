// Signed-in supertest agents and extra users, for API tests.
import type { Express } from "express";
import request from "supertest";
import type { Db } from "../../server/db";
import { hashPassword } from "../../server/lib/password";
import { createUsersStorage } from "../../server/storage/users.storage";
import { TEST_ADMIN } from "./test-app";

/** Cheap scrypt cost for test users (the seeded administrator keeps the real cost). */
const FAST_HASH = { N: 2 ** 10, r: 8, p: 1 };

export async function createTestUser(
  db: Db,
  user: { username: string; password: string; role?: "admin" | "staff" },
): Promise<{ id: number; username: string; password: string; role: string }> {
  const row = await createUsersStorage(db).createIfMissing({
    username: user.username,
    password: await hashPassword(user.password, FAST_HASH),
    role: user.role ?? "staff",
  });
  if (!row) throw new Error(`test user ${user.username} already exists`);
  return { id: row.id, username: row.username, password: user.password, role: row.role };
}

/**
 * An agent that keeps the session cookie, signed in as `credentials` (default: the seeded administrator).
 * Each call is a real login (about 0.3 s for the administrator; the per-address limit allows 10 per 3 minutes).
 */
export async function signedInAgent(
  app: Express,
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(app);
  const res = await agent.post("/api/login").send({ username: credentials.username, password: credentials.password });
  if (res.status !== 200) throw new Error(`sign-in as ${credentials.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
