// The real server in its own process with a slow history-rescoring job (small batches, a pause
// between them), so the crash test can kill it with SIGKILL in the middle of the job.
// Configured by environment as the server is (DATA_DIR, …).
import { parseConfig } from "../../src/config/env.ts";
import { startServer } from "../../src/server.ts";

const config = parseConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
await startServer(config, { rescoring: { batchDays: 5, pauseMs: 60, firstTickMs: 50, tickMs: 100 } });
process.stdout.write("listening\n");
