// A WHOOP sync in its own process, against a server's data folder: the crash test starts it,
// kills it with SIGKILL midway, and checks what the database kept. Configured by environment:
// DATA_DIR and WHOOP_* as for the server, plus SYNC_USER_ID, SYNC_START_DATE, SYNC_END_DATE.
import { parseConfig } from "../../src/config/env.ts";
import { openDatabase } from "../../src/db/database.ts";
import { createLogger } from "../../src/logger.ts";
import { createWearableIntegration } from "../../src/wearables/core/integration.ts";

const config = parseConfig({ ...process.env, LOG_LEVEL: "silent" });
const db = openDatabase(config.dataDir);
const whoop = createWearableIntegration({ config, db, logger: createLogger(config) });
process.stdout.write("syncing\n");
const outcome = await whoop.gateway.sync(process.env.SYNC_USER_ID ?? "", "whoop", {
  start_date: process.env.SYNC_START_DATE,
  end_date: process.env.SYNC_END_DATE,
});
process.stdout.write(`${JSON.stringify(outcome.result)}\n`);
await db.destroy();
