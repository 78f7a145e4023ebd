// Signed-in supertest agents and extra users, for API tests.
import type { Express } from "express";
import request from "supertest";
import type { Db } from "../../server/db";
import { hashPassword, type ScryptParams } from "../../server/lib/password";
import { createUsersStorage } from "../../server/storage/users.storage";
import { FAST_HASH, TEST_ADMIN } from "./test-admin";

/** A user stored with its password hashed at FAST_HASH, or at `cost` (e.g. the server's DEFAULT_PARAMS). */
export async function createTestUser(
  db: Db,
  user: { username: string; password: string; role?: "admin" | "staff"; cost?: ScryptParams },
): Promise<{ id: number; username: string; password: string; role: string }> {
  const row = await createUsersStorage(db).createIfMissing({
    username: user.username,
    password: await hashPassword(user.password, user.cost ?? FAST_HASH),
    role: user.role ?? "staff",
  });
  if (!row) throw new Error(`test user ${user.username} already exists`);
  return { id: row.id, username: row.username, password: user.password, role: row.role };
}

/**
 * An agent that keeps the session cookie, signed in as `credentials` (default: the seeded administrator).
 * Each call is a real login (the per-address limit allows 10 per 3 minutes).
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
