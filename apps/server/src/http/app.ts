// The HTTP application, one Express app, and the one place to read how a request is answered.
// No listening here, so tests can mount it. createApp mounts, in this order (first match wins);
// the third column names what is mounted, in the order of the code below, and
// test/front-door.test.ts fails when the two part:
//
//   method    path                            mounted                  what it does
//   *         *                               logRequests              the request log
//   *         *                               security.middleware      the precomputed security headers
//   GET       /healthz                        answerHealthCheck        the database and the jobs, for monitoring
//   GET       /readyz                         answerReadinessCheck     503 until listening and once shutting down
//   GET       /api/uploads/:name              serveUploads             a profile picture (media/)
//   *         /api/*                          noStore                  Cache-Control: no-store
//   *         /api/*                          compressLargeAnswers     JSON answers from 8 KB, gzipped
//   *         /api/*                          allowCrossOrigin         CORS, for the origins of CORS_ORIGINS only
//   GET       /api/trpc/*, each GET of        reads.keyed              a signed-in query keyed by the user's data
//             restRoutes                                               version: 304, or the answer cache's copy,
//                                                                      before any router (read-calls.ts)
//   *         /api/trpc/*                     refuseMalformedTrpcPath  a path no procedure can have: 404
//   *         /api/trpc/*                     treatEmptyBodyAsNoInput  an empty body is no input
//   *         /api/trpc/*                     serveTrpc                tRPC (trpc-endpoint.ts)
//   GET       /api/openapi.json               serveOpenApiDocument     the REST facade's OpenAPI document
//   GET|POST  /api/{provider}/webhook         webhook                  each provider's: raw body, signature checked
//   GET|POST  /api/export, /report, /import   fileRoutes               files, not calls (exports/)
//   POST      /api/imports                    importUploadRoutes       a wearable export, streamed to disk (imports/)
//   GET|POST  /api/notifications/unsubscribe  unsubscribeRoutes        the signed one-click link (outreach/)
//   *         each path of restRoutes         serveRestFacade          the REST facade over the procedures: a keyed
//                                                                      read's ETag, the upload throttle before a body
//   *         /api/*                          answerNotFound           anything else under /api: 404 JSON
//   *         /api/*                          api                      (the router above, mounted under /api)
//   GET       /shared/:token, …/report.pdf    sharedReportRoutes       a report share link, rate limited
//   GET       *                               serveWebApp              the built web app (web-app.ts)
//   *         *                               answerNotFound           404
//   *         *                               answerError              the one error handler (errors.ts)
import { restRoutes } from "@evenkeel/contracts";
import { createAppRouter } from "@evenkeel/domain/router";
import express, { type Express } from "express";
import type { Config } from "../config/env.ts";
import type { AppDatabase } from "../db/database.ts";
import { fileRoutes } from "../exports/file-routes.ts";
import { SHARED_REPORT_RATE_LIMIT, sharedReportRoutes } from "../exports/shared-report.ts";
import { scaleRateLimits } from "../identity/rate-limiter.ts";
import { importUploadRoutes } from "../imports/upload-route.ts";
import type { Logger } from "../logger.ts";
import { serveUploads } from "../media/index.ts";
import { unsubscribeRoutes } from "../outreach/unsubscribe-route.ts";
import { createServerAdapters, type ServerAdapters } from "../router-ports.ts";
import { AnswerCache, answerCacheCapacity } from "./answer-cache.ts";
import { compressLargeAnswers } from "./answer-compression.ts";
import { answerSalt } from "./answer-salt.ts";
import { conditionalReads } from "./conditional-reads.ts";
import { allowCrossOrigin } from "./cors.ts";
import { answerError, answerNotFound } from "./errors.ts";
import { answerHealthCheck, answerReadinessCheck } from "./health-check.ts";
import { serveOpenApiDocument } from "./openapi.ts";
import { createProcedureCaller } from "./procedure-call.ts";
import { readCallsOf } from "./read-calls.ts";
import { createRequestContext } from "./request-context.ts";
import { logRequests } from "./request-logging.ts";
import { serveRestFacade } from "./rest-facade.ts";
import { securityHeaders } from "./security-headers.ts";
import { treatEmptyBodyAsNoInput } from "./trpc-empty-body.ts";
import { refuseMalformedTrpcPath, serveTrpc } from "./trpc-endpoint.ts";
import { VersionedReads } from "./versioned-reads.ts";
import { serveWebApp } from "./web-app.ts";

/** API answers are personal and current: never stored by a browser or a proxy. */
const noStore: express.RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export interface AppDependencies {
  config: Config;
  db: AppDatabase;
  logger: Logger;
  /** Built from the others when not given. */
  adapters?: ServerAdapters;
}

export function createApp({ config, db, logger, adapters }: AppDependencies): Express {
  const { ports, identity, media, wearables, outreach, jobs, lifecycle, wakeImports } =
    adapters ?? createServerAdapters({ db, config, logger });
  const appRouter = createAppRouter();
  const createContext = createRequestContext(ports, identity);
  // ETags and the answer cache for signed-in queries (docs/decisions/029, 030).
  const reads = conditionalReads(
    new VersionedReads(db, new AnswerCache(answerCacheCapacity(config.answerCacheMb)), answerSalt(config)),
    createContext,
  );
  const callProcedure = createProcedureCaller(appRouter);

  const app = express();
  app.disable("x-powered-by");
  // Express's own ETag hashes every body; API reads get theirs from the user's data version
  // instead (versioned-reads.ts). Static files keep theirs: express.static and sendFile make their own.
  app.set("etag", false);
  // Express would otherwise read NODE_ENV itself; configuration comes from config/env.ts only.
  app.set("env", config.nodeEnv);
  // Without TRUST_PROXY, req.ip is the socket's address and X-Forwarded-For is ignored.
  app.set("trust proxy", config.trustProxy ?? false);
  app.use(logRequests(logger));
  const security = securityHeaders({ publicUrl: config.publicUrl });
  app.use(security.middleware);

  app.get("/healthz", answerHealthCheck(ports, jobs));
  app.get("/readyz", answerReadinessCheck(ports, lifecycle));
  // GET /api/uploads/:name, read-only, with its own caching and content headers.
  app.use(serveUploads(config.dataDir, db));

  const api = express.Router();
  api.use(noStore);
  api.use(compressLargeAnswers());
  // Same origin only, unless CORS_ORIGINS lists others (docs/security.md #15).
  api.use(allowCrossOrigin(config.corsOrigins));
  // A signed-in GET of versioned queries, over tRPC or REST: answered here when it can be.
  api.use(reads.keyed(readCallsOf(restRoutes)));
  api.use(
    "/trpc",
    refuseMalformedTrpcPath,
    treatEmptyBodyAsNoInput,
    serveTrpc(appRouter, createContext, reads),
  );
  api.get("/openapi.json", serveOpenApiDocument(config.publicUrl));
  // POST /api/{provider}/webhook verifies a signature over the raw body: before any JSON parser.
  for (const webhook of wearables.webhookRouters(ports, jobs)) api.use(webhook);
  // GET /api/export, GET /api/report, POST /api/import: files, not calls (docs/exports.md).
  api.use(fileRoutes(createContext));
  // POST /api/imports: an export of one of the import formats (imports/formats.ts), streamed to
  // disk and imported in the background.
  api.use(
    importUploadRoutes(createContext, {
      db,
      dataDir: config.dataDir,
      maxBytes: config.importMaxBytes,
      dailyBytesPerUser: config.importUserBytesPerDay,
      stallMs: config.importStallMs,
      wake: () => wakeImports.run(),
    }),
  );
  // The signed one-click unsubscribe link of outreach e-mails (docs/notifications.md).
  api.use(unsubscribeRoutes(ports, outreach.links));
  api.use(
    serveRestFacade(restRoutes, {
      callProcedure,
      createContext,
      reads,
      beforeUpload: (ctx) => media.assertUploadAllowed(ctx.request, ctx.auth?.userId ?? null),
    }),
  );
  api.use(answerNotFound);
  app.use("/api", api);

  // A report share link's page and PDF, public and rate limited (docs/exports.md).
  const sharedLimit = scaleRateLimits({ shared: SHARED_REPORT_RATE_LIMIT }, config.rateLimitScale).shared;
  app.use(sharedReportRoutes({ db, ports, rateLimit: sharedLimit }));
  app.use(serveWebApp(config.webDistDir));
  app.use(answerNotFound);
  app.use(answerError);
  return app;
}
