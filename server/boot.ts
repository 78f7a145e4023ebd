// Boot sequence shared by the server and tools: database, migrations, seed.
import { openDatabase, type Database } from "./db";
import { adminPasswordWarning, isHttpsSite, pgliteDir, type Env } from "./env";
import { logger } from "./lib/logger";
import { securePrivateFolder } from "./lib/private-folder";
import { contentSeeder } from "./services/content-seed.service";
import { runSeed, type Seeder } from "./services/seed.service";
import { siteSettingsSeeder } from "./services/site-settings-seed.service";
import { createCacheVersionsStorage } from "./storage/cache-versions.storage";

/** Seeding may change published content: tell every instance's caches (content-version.service). */
const bumpContentVersion: Seeder = async (db) => void (await createCacheVersionsStorage(db).bump("content"));

const SEEDERS: Seeder[] = [contentSeeder, siteSettingsSeeder, bumpContentVersion];

export async function openAndPrepareDatabase(env: Env, options: { observeQuery?: (seconds: number) => void } = {}): Promise<Database> {
  // Before opening: the umask, a 0700 folder, and an older folder others can read tightened (lib/private-folder.ts).
  if (!env.DATABASE_URL) {
    const tightened = securePrivateFolder(env.DATA_DIR);
    if (tightened > 0)
      logger.warn("data folder was readable or writable by other users: tightened", { dataDir: env.DATA_DIR, entries: tightened });
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: pgliteDir(env),
    observeQuery: options.observeQuery,
    sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    thread: true,
  });
  // After: PGlite's initdb (in a child process) writes its files 0666 whatever the umask.
  if (!env.DATABASE_URL) securePrivateFolder(env.DATA_DIR);
  try {
    await database.migrate();
    const weakPassword = adminPasswordWarning(env);
    if (weakPassword) logger.warn(weakPassword);
    const admin = await runSeed(database.db, {
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      // A deployed site never prints a password to its log: whoever reads the log first would own the account.
      printablePassword: !isHttpsSite(env),
      seeders: SEEDERS,
    });
    if (admin.generatedPassword) printGeneratedPassword(admin.username, admin.generatedPassword);
    else if (admin.needsPassword) {
      logger.warn(
        `관리자 계정 ${admin.username}을(를) 만들었지만 비밀번호가 없습니다. 서버에서 npm run admin -- reset-password ${admin.username} 으로 비밀번호를 정하세요. ` +
          `(administrator created without a usable password: set one with npm run admin -- reset-password ${admin.username})`,
        { username: admin.username },
      );
    } else if (admin.created) logger.info("administrator created", { username: admin.username });
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

function printGeneratedPassword(username: string, password: string): void {
  const line = "=".repeat(64);
  process.stdout.write(
    `\n${line}\n  관리자 계정이 생성되었습니다 (한 번만 표시됩니다)\n  Administrator created — shown once, store it now:\n\n    username: ${username}\n    password: ${password}\n\n  첫 로그인 때 새 비밀번호로 바꿔야 합니다 (it must be changed at the first sign-in).\n  Set ADMIN_USERNAME / ADMIN_PASSWORD to choose your own.\n${line}\n\n`,
  );
}
