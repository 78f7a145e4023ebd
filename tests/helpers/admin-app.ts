// One app on a fresh database and an agent signed in as its administrator, for a test file's API tests:
// created before the file's tests, closed after them.
import { afterAll, beforeAll } from "vitest";
import { signedInAgent } from "./auth";
import { createTestApp, type TestApp } from "./test-app";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

export function setupAdminApp(options?: Parameters<typeof createTestApp>[0]): { readonly t: TestApp; readonly admin: Agent } {
  let t: TestApp | undefined;
  let admin: Agent | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    admin = await signedInAgent(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get t() {
      return t!;
    },
    get admin() {
      return admin!;
    },
  };
}
