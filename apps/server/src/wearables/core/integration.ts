// Assembles the wearable integrations of one server: the token vault (SECRET_KEY, else a key
// generated in the data folder), then for every provider in the registry whose credentials
// are configured its budget, sender, adapter, tokens and sync; one gateway over all of them,
// their webhook routes, and one background scheduler over every provider.
import { type WearableProvider, wearableDisplayName } from "@evenkeel/contracts";
import { type RouterPorts, rescoreSync } from "@evenkeel/domain/router";
import type { Router } from "express";
import type { Config } from "../../config/env.ts";
import type { AppDatabase } from "../../db/database.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";
import { loadOrCreateSecret } from "../../secrets/index.ts";
import { PROVIDER_MODULES } from "../providers/index.ts";
import { createAccessTokens } from "./access-tokens.ts";
import { createConnectionStore } from "./connection-store.ts";
import { createWearableGateway, type ProviderRuntime } from "./gateway.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import { createOAuthStates } from "./oauth-states.ts";
import type { ProviderModule } from "./provider-adapter.ts";
import { createProviderSend } from "./provider-http.ts";
import { createRequestBudget } from "./request-budget.ts";
import { createSyncRunner } from "./sync-runner.ts";
import { type SchedulerDeps, type SyncScheduler, scheduleBackgroundSync } from "./sync-scheduler.ts";
import { createTokenVault, type TokenVault } from "./token-vault.ts";

/** DATA_DIR/wearable-token-key.key when SECRET_KEY is not set. */
export const TOKEN_KEY_NAME = "wearable-token-key";

export interface WearableIntegrationDeps {
  config: Config;
  db: AppDatabase;
  logger: Logger;
  /** Injectable for tests; default the system clock, real timers and Math.random. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** The registry; tests pass their own to show a provider needs no change elsewhere. */
  modules?: readonly ProviderModule<never>[];
}

export function createWearableIntegration(deps: WearableIntegrationDeps) {
  const { config, db, logger } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;

  // The key file is only created once a token is sealed or opened: a server without wearables needs none.
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

  const runtimes = new Map<WearableProvider, ProviderRuntime>();
  for (const module of deps.modules ?? PROVIDER_MODULES) {
    const settings = module.settings(config);
    if (settings === undefined) continue;
    const { provider } = module;
    const budget = createRequestBudget(db, { provider, limits: module.budget(settings), now, sleep });
    const send = createProviderSend({
      displayName: wearableDisplayName(provider),
      budget,
      now,
      sleep,
      random,
    });
    // The adapter's refresh is needed by its own tokens: bound once the adapter exists.
    let refresh: ProviderRuntime["adapter"]["oauth"]["refresh"] = () =>
      Promise.reject(new Error("not ready"));
    const tokens = createAccessTokens({
      store,
      refresh: (refreshToken) => refresh(refreshToken),
      provider,
      mutex: new KeyedMutex(db),
      now,
      logger,
    });
    const adapter = module.create(settings, {
      db,
      store,
      send,
      tokens,
      now,
      logger,
      publicUrl: config.publicUrl,
    });
    refresh = (refreshToken) => adapter.oauth.refresh(refreshToken);
    const syncConnection = createSyncRunner({ provider, adapter, db, store, now, logger });
    runtimes.set(provider, { adapter, tokens, syncConnection });
  }

  const gateway = createWearableGateway({
    publicUrl: config.publicUrl,
    store,
    states: createOAuthStates(db, now),
    runtimes,
    now,
    logger,
  });

  /** Webhook events still being handled; shutdown waits for them before the database closes. */
  let webhookWork: Promise<unknown> = Promise.resolve();
  const settleWebhooks = async () => {
    for (;;) {
      const pending = webhookWork;
      await pending;
      if (pending === webhookWork) return;
    }
  };

  return {
    gateway,
    /** The providers this server can connect (credentials configured). */
    configuredProviders: (): WearableProvider[] => [...runtimes.keys()],

    /** Every enabled provider's webhook routes, to mount under /api before any body parser. */
    webhookRouters(ports: RouterPorts, jobs: JobRunner): Router[] {
      const routers: Router[] = [];
      for (const runtime of runtimes.values()) {
        const router = runtime.adapter.webhookRouter?.({
          resync: async (row, range) => {
            const outcome = await runtime.syncConnection(row, range);
            await rescoreSync(ports, { userId: row.user_id, sessionId: "" }, outcome);
            return outcome;
          },
          track: (work) => {
            webhookWork = Promise.all([webhookWork, work]);
          },
          jobs,
        });
        if (router) routers.push(router);
      }
      return routers;
    },

    /**
     * The six-hourly background sync over every configured provider. The server stops it on
     * shutdown: stop() also waits for webhook events in progress.
     */
    startBackgroundSync(
      ports: RouterPorts,
      runner: JobRunner,
      timing: Pick<SchedulerDeps, "intervalMs" | "tickMs" | "firstTickMs"> = {},
    ): SyncScheduler {
      if (runtimes.size === 0) return { runOnce: async () => {}, stop: settleWebhooks };
      // Upkeep (webhook subscriptions) once at start, then before every pass.
      for (const runtime of runtimes.values()) {
        runtime.adapter
          .maintain?.()
          .catch((error: unknown) => logger.warn({ err: error }, "wearables: upkeep failed"));
      }
      const scheduler = scheduleBackgroundSync({
        runner,
        dueForSync: (beforeIso) => store.dueForSync([...runtimes.keys()], beforeIso),
        connectionById: (id) => store.byId(id),
        syncConnection: (row) => {
          const runtime = runtimes.get(row.provider as WearableProvider);
          if (!runtime) throw new Error(`No adapter for ${row.provider}`);
          return runtime.syncConnection(row, undefined);
        },
        maintain: async () => {
          for (const runtime of runtimes.values()) await runtime.adapter.maintain?.();
        },
        // No request: the user's today comes from the profile's zone (sessionId is not read for this).
        rescore: (userId, outcome) => rescoreSync(ports, { userId, sessionId: "" }, outcome),
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

export type WearableIntegration = ReturnType<typeof createWearableIntegration>;

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
