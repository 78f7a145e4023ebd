// The administrator every test app is seeded with, and the cheap scrypt cost its test copies are hashed at.
import type { ScryptParams } from "../../server/lib/password";

export const TEST_ADMIN = { username: "admin", password: "test-password-1234" };

/**
 * Cheap scrypt cost for passwords the tests store themselves (test users, the template's administrator): a
 * sign-in with it takes a millisecond instead of a few hundred. The server reads the cost from the stored
 * hash, so the sign-in code is the same; `server/db/database.test.ts` and `server/lib/password.test.ts` prove
 * the boot seed and every password the server hashes use the full cost.
 */
export const FAST_HASH: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
