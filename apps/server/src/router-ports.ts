// The server's adapters for the app router's ports: SQLite repositories, the identity service
// (accounts, sessions, tokens), the media store (pictures), the insight writer (deterministic,
// or the language-model narrator over it when LLM_* is configured), the system clock, the ek
// scoring rule, and the wearable gateway (a provider without credentials answers 503 to connecting).

import { ekScoringRule, writeInsight } from "@evenkeel/domain";
import type { Clock, RouterPorts } from "@evenkeel/domain/router";
import type { Config } from "./config/env.ts";
import { type AppDatabase, isDatabaseReachable } from "./db/database.ts";
import {
  createIdentityService,
  createMailerFromConfig,
  type IdentityService,
  type Mailer,
} from "./identity/index.ts";
import { createJobRunner, type JobRunner } from "./jobs/job-runner.ts";
import type { Logger } from "./logger.ts";
import { createMediaStore, type MediaStore } from "./media/index.ts";
import { createChatCompletionsClient } from "./narrator/chat-completions-client.ts";
import { languageModelInfo } from "./narrator/model-location.ts";
import { createNarratorInsightWriter } from "./narrator/narrator-insight-writer.ts";
import { createOutreachLinks, type OutreachLinks } from "./outreach/outreach-links.ts";
import { createOutreachPass } from "./outreach/outreach-pass.ts";
import { createOutreachPort } from "./outreach/outreach-port.ts";
import { PUBLIC_INTERNET, type PushNetwork } from "./outreach/push-address-guard.ts";
import { createPushSender } from "./outreach/push-sender.ts";
import { resolveVapidKeys } from "./outreach/vapid-keys.ts";
import { createDataStore } from "./store/data-store.ts";
import { narratorChoicesRepository } from "./store/narrator-choices.repository.ts";
import { queueRescoring } from "./store/score-rescoring.repository.ts";
import { uploadFileRemover } from "./store/upload-files.ts";
import { createWearableIntegration, type WearableIntegration } from "./wearables/core/integration.ts";

export interface ServerAdapterDeps {
  db: AppDatabase;
  config: Config;
  logger: Logger;
  /** Defaults to SMTP from the config; null confirms accounts at once. */
  mailer?: Mailer | null;
  /** Defaults to the system clock; tests move their own. */
  clock?: Clock;
  /** Where push may connect; public addresses only unless a test reaches its local push service. */
  pushNetwork?: PushNetwork;
}

/** The ports, plus the two adapters the HTTP layer also talks to directly. */
export interface ServerAdapters {
  ports: RouterPorts;
  /** Verifies bearer tokens for the request context. */
  identity: IdentityService;
  /** Throttles uploads before their bodies are read; sweeps unused pictures. */
  media: MediaStore;
  /** The wearable providers' webhook routes and background sync. */
  wearables: WearableIntegration;
  /** Called when rescoring was queued; the server points it at its history-rescoring job. */
  wakeRescoring: { run: () => void };
  /** Called when a file import was queued; the server points it at its import runner. */
  wakeImports: { run: () => void };
  /** Reminders, alerts and the weekly summary: the pass the job runner calls, and the links it signs. */
  outreach: { pass: (stopping: () => boolean) => Promise<void>; links: OutreachLinks };
  /** The process's one job runner (docs/decisions/036); the server registers the work and starts it. */
  jobs: JobRunner;
  /** False until the server listens and once it begins to shut down: /readyz answers 503. */
  lifecycle: { ready: boolean };
}

export function createServerAdapters({
  db,
  config,
  logger,
  mailer,
  clock = { now: () => new Date().toISOString() },
  pushNetwork = PUBLIC_INTERNET,
}: ServerAdapterDeps): ServerAdapters {
  // One mailer for confirmations and outreach e-mails.
  const mail = mailer === undefined ? createMailerFromConfig(config) : mailer;
  // Sessions and tokens keep the system time: a test moving the outreach clock by months must
  // not expire its own sign-in.
  const identity = createIdentityService({ db, config, logger, mailer: mail });
  const media = createMediaStore({
    db,
    dataDir: config.dataDir,
    logger,
    rateLimitScale: config.rateLimitScale,
  });
  const wearables = createWearableIntegration({ db, config, logger });
  const llm = config.languageModel;
  const wakeRescoring = { run: () => {} };
  const wakeImports = { run: () => {} };
  const vapid = resolveVapidKeys(config);
  const links = createOutreachLinks(config.publicUrl, config.dataDir);
  const ports: RouterPorts = {
    checkStorage: async () => ((await isDatabaseReachable(db)) ? "ok" : "error"),
    clock,
    outreach: createOutreachPort(db, vapid, mail !== null, pushNetwork),
    identity,
    media,
    store: createDataStore(db, { deleteUploadFiles: uploadFileRemover(config.dataDir), logger }),
    wearables: wearables.gateway,
    insightWriter: llm
      ? createNarratorInsightWriter({ model: createChatCompletionsClient(llm), logger })
      : { write: async (type, facts) => writeInsight(type, facts) },
    narrator: llm ? { model: languageModelInfo(llm), choices: narratorChoicesRepository(db) } : null,
    scoring: ekScoringRule,
    historyRescoring: {
      async queue(userId, from, through) {
        await queueRescoring(db, userId, ekScoringRule.version, from, clock.now(), through);
        wakeRescoring.run();
      },
    },
  };
  const push = createPushSender(db, vapid, logger, { network: pushNetwork });
  const pass = createOutreachPass({ db, ports, logger, mailer: mail, push, links });
  const jobs = createJobRunner({ db, logger, leaseMs: config.jobLeaseMs });
  return {
    ports,
    identity,
    media,
    wearables,
    wakeRescoring,
    wakeImports,
    outreach: { pass, links },
    jobs,
    lifecycle: { ready: false },
  };
}
