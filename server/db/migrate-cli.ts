// `npm run db:migrate`: applies the committed migrations to the configured database.
import { parseEnv } from "../env";
import { openDatabase } from "./index";

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  console.log(`migrations applied (${database.driver})`);
} finally {
  await database.close();
}
