// Every piece of the server's background work, registered with its one job runner
// (docs/decisions/036): the wearable sync planner and per-connection syncs, rescoring stored
// history, file imports, the outreach pass (reminders, alerts, the weekly summary), the sweep of
// unreferenced pictures and the sweep of expired bookkeeping.
import type { Config } from "../config/env.ts";
import type { AppDatabase } from "../db/database.ts";
import { type ImportRunnerOptions, scheduleImports } from "../imports/import-runner.ts";
import type { Logger } from "../logger.ts";
import { SWEEP_INTERVAL_MS } from "../media/index.ts";
import { type RescoringTiming, scheduleHistoryRescoring } from "../rescoring/history-rescoring.ts";
import type { ServerAdapters } from "../router-ports.ts";
import { forgetFailedJobs } from "../store/jobs.repository.ts";
import { forgetOldWebhookDeliveries } from "../wearables/core/webhook-deliveries.ts";
import type { JobRunner } from "./job-runner.ts";

export const SWEEP_PICTURES_JOB = "media.sweep-orphans";
export const SWEEP_BOOKKEEPING_JOB = "maintenance.sweep";
export const OUTREACH_JOB = "outreach.pass";

const HOUR_MS = 60 * 60_000;
/** Failed jobs stay visible this long (in /healthz and the table) before the sweep forgets them. */
export const FAILED_JOBS_KEPT_MS = 30 * 24 * HOUR_MS;
/** Throttle hits older than this count for no rule (the longest window is an hour). */
const RATE_LIMIT_HITS_KEPT_MS = 24 * HOUR_MS;

export interface BackgroundWorkDeps {
  db: AppDatabase;
  config: Config;
  logger: Logger;
  adapters: ServerAdapters;
  rescoring?: RescoringTiming;
  imports?: ImportRunnerOptions;
}

/** Registers every kind of background work; the caller starts and stops the runner. */
export function scheduleBackgroundWork({
  db,
  config,
  logger,
  adapters,
  rescoring,
  imports,
}: BackgroundWorkDeps) {
  const runner: JobRunner = adapters.jobs;
  // Wearable connections are synced every six hours in the background.
  const backgroundSync = adapters.wearables.startBackgroundSync(adapters.ports, runner);
  // After a score upgrade, stored history is rescored with the new version in the background.
  const history = scheduleHistoryRescoring(runner, { db, ports: adapters.ports, logger }, rescoring);
  // A changed preferred source queues rescoring (docs/decisions/031): due now, not at the next tick.
  adapters.wakeRescoring.run = () => {
    history
      .wake()
      .catch((error: unknown) => logger.error({ err: error }, "rescoring: could not wake the job"));
  };
  // Uploaded WHOOP and Apple Health exports are imported in the background (docs/wearables.md);
  // an upload makes the import job due at once.
  const importJob = scheduleImports(
    runner,
    { db, ports: adapters.ports, dataDir: config.dataDir, logger },
    imports,
  );
  adapters.wakeImports.run = () => {
    importJob
      .wake()
      .catch((error: unknown) => logger.error({ err: error }, "imports: could not wake the job"));
  };
  // Reminders, early warnings and the weekly summary (docs/notifications.md): reminders go out
  // at a chosen minute, so a pass a minute keeps them within a minute of it.
  runner.recurring(OUTREACH_JOB, async ({ stopping }) => void (await adapters.outreach.pass(stopping)), {
    firstMs: Math.min(5_000, config.outreachTickMs),
    everyMs: config.outreachTickMs,
  });
  // Pictures nobody references an hour after upload are deleted (docs/security.md #10).
  runner.recurring(SWEEP_PICTURES_JOB, async () => void (await adapters.media.sweepOrphans()), {
    firstMs: 0,
    everyMs: SWEEP_INTERVAL_MS,
  });
  runner.recurring(SWEEP_BOOKKEEPING_JOB, async () => void (await sweepBookkeeping(db, new Date())), {
    firstMs: 60_000,
    everyMs: HOUR_MS,
  });
  return { backgroundSync, history, imports: importJob };
}

/**
 * Expired OAuth states, throttle hits no rule counts any more, webhook deliveries no signature
 * window reaches, failed jobs a month old.
 */
export async function sweepBookkeeping(db: AppDatabase, now: Date): Promise<void> {
  await db.deleteFrom("oauth_states").where("expires_at", "<", now.toISOString()).execute();
  await db
    .deleteFrom("rate_limit_hits")
    .where("hit_at", "<", new Date(now.getTime() - RATE_LIMIT_HITS_KEPT_MS).toISOString())
    .execute();
  await forgetOldWebhookDeliveries(db, now);
  await forgetFailedJobs(db, new Date(now.getTime() - FAILED_JOBS_KEPT_MS));
}
