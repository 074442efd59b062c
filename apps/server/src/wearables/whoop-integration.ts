// Assembles the WHOOP integration for one server: the token vault (SECRET_KEY, else a key
// generated in the data folder), the app-wide budget, the clients, the gateway the router
// uses, the webhook route and the background sync. Without WHOOP credentials the gateway
// still answers connection lookups and disconnects; connecting and syncing answer 503.
import type { RouterPorts } from "@evenkeel/domain/router";
import type { Router } from "express";
import type { Config } from "../config/env.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { loadOrCreateSecret } from "../secrets/index.ts";
import { createAccessTokens } from "./access-tokens.ts";
import { rescoreInBackground } from "./background-rescore.ts";
import { createConnectionStore } from "./connection-store.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import { createOAuthStates } from "./oauth-states.ts";
import { createRequestBudget } from "./request-budget.ts";
import { type SchedulerDeps, type SyncScheduler, startSyncScheduler } from "./sync-scheduler.ts";
import { createTokenVault, type TokenVault } from "./token-vault.ts";
import { createWebhookProcessor } from "./webhook-processor.ts";
import { whoopWebhookRouter } from "./webhook-route.ts";
import { createWhoopApiClient } from "./whoop-api-client.ts";
import { createWhoopGateway } from "./whoop-gateway.ts";
import { createWhoopSend } from "./whoop-http.ts";
import { createWhoopOAuthClient } from "./whoop-oauth-client.ts";
import { createWhoopSync } from "./whoop-sync.ts";

/** DATA_DIR/wearable-token-key.key when SECRET_KEY is not set. */
export const TOKEN_KEY_NAME = "wearable-token-key";

export interface WhoopIntegrationDeps {
  config: Config;
  db: AppDatabase;
  logger: Logger;
  /** Injectable for tests; default the system clock, real timers and Math.random. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export function createWhoopIntegration(deps: WhoopIntegrationDeps) {
  const { config, db, logger } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;

  // The key file is only created once a token is sealed or opened: a server without WHOOP needs none.
  let vault: TokenVault | undefined;
  const lazyVault: TokenVault = {
    get keyVersion() {
      return open().keyVersion;
    },
    seal: (...args) => open().seal(...args),
    open: (...args) => open().open(...args),
  };
  function open(): TokenVault {
    vault ??= createTokenVault(config.secretKey ?? tokenKeyFile(config.dataDir, logger));
    return vault;
  }
  const store = createConnectionStore(db, lazyVault);
  const whoop = config.whoop;
  const client = whoop ? buildClient(whoop) : null;

  function buildClient(settings: NonNullable<Config["whoop"]>) {
    const budget = createRequestBudget(db, { provider: "whoop", limits: settings, now, sleep });
    const send = createWhoopSend({ budget, now, sleep, random });
    const oauth = createWhoopOAuthClient(settings, send);
    const api = createWhoopApiClient(settings.apiUrl, send);
    const tokens = createAccessTokens({ store, oauth, mutex: new KeyedMutex(), now, logger });
    const syncConnection = createWhoopSync({ db, api, tokens, store, now, logger });
    return { oauth, api, tokens, syncConnection };
  }

  const gateway = createWhoopGateway({
    publicUrl: config.publicUrl,
    store,
    states: createOAuthStates(db, now),
    client,
    syncConnection: (row, range) => {
      if (!client) throw new Error("WHOOP is not configured");
      return client.syncConnection(row, range);
    },
    now,
    logger,
  });

  /** Webhook events still being handled; shutdown waits for them before the database closes. */
  const webhookWork: Array<() => Promise<void>> = [];

  return {
    gateway,

    /** POST /whoop/webhook, to mount under /api before any body parser; null when webhooks are off. */
    webhookRouter(ports: RouterPorts): Router | null {
      if (!client || !whoop?.webhookEnabled) return null;
      const processor = createWebhookProcessor(
        {
          store,
          api: client.api,
          tokens: client.tokens,
          syncConnection: client.syncConnection,
          rescore: rescoreInBackground,
          logger,
        },
        ports,
      );
      webhookWork.push(processor.settled);
      return whoopWebhookRouter({ clientSecret: whoop.clientSecret, now, handle: processor.handle });
    },

    /**
     * The six-hourly background sync. The server stops it on shutdown: stop() also waits for
     * webhook events in progress.
     */
    startBackgroundSync(
      ports: RouterPorts,
      timing: Pick<SchedulerDeps, "intervalMs" | "tickMs" | "firstTickMs"> = {},
    ): SyncScheduler {
      const settleWebhooks = async () => {
        await Promise.all(webhookWork.map((settled) => settled()));
      };
      if (!client) return { runOnce: async () => {}, stop: settleWebhooks };
      const scheduler = startSyncScheduler({
        dueForSync: (beforeIso) => store.dueForSync("whoop", beforeIso),
        syncConnection: (row) => client.syncConnection(row, undefined),
        rescore: (userId, outcome) => rescoreInBackground(ports, userId, outcome),
        now,
        logger,
        ...timing,
      });
      return {
        runOnce: scheduler.runOnce,
        stop: async () => {
          await scheduler.stop();
          await settleWebhooks();
        },
      };
    },
  };
}

export type WhoopIntegration = ReturnType<typeof createWhoopIntegration>;

function tokenKeyFile(dataDir: string, logger: Logger): Buffer {
  const secret = loadOrCreateSecret(dataDir, TOKEN_KEY_NAME);
  if (secret.created) {
    logger.info(
      { file: secret.file },
      "generated the wearable token key (SECRET_KEY not set); back it up with the database",
    );
  }
  return secret.key;
}
