// The account's files over HTTP (docs/exports.md): GET /api/export streams the zip or
// JSON (or the range CSV), GET /api/report answers the clinician PDF, POST /api/import restores
// an export (read in a worker thread, one restore at a time: read-export-worker.ts). Signed-in
// callers only; every answer is no-store like the rest of the API.
import {
  AppError,
  AUTHENTICATION_REQUIRED,
  exportQuerySchema,
  exportRangeSchema,
  firstAcceptedLocale,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  paperForLocale,
  type ReportPaper,
  reportQuerySchema,
} from "@evenkeel/contracts";
import {
  exportContentType,
  exportFileBytes,
  exportFileName,
  exportSourceFor,
  rangeCsv,
  restoreExportDocument,
} from "@evenkeel/domain/export";
import { collectClinicianReport, renderClinicianReportPdf, reportFileName } from "@evenkeel/domain/report";
import { type AuthSession, type RouterContext, userToday } from "@evenkeel/domain/router";
import express, { type Request, type Response, type Router } from "express";
import type { z } from "zod";
import type { RequestContextFactory } from "../http/request-context.ts";
import { oneRestoreAtATime, readExportInWorker } from "./read-export-worker.ts";
import { reportFonts } from "./report-fonts.ts";

export async function signedIn(
  createContext: RequestContextFactory,
  req: Request,
): Promise<RouterContext & { auth: AuthSession }> {
  const ctx = await createContext({ req });
  if (!ctx.auth) throw new AppError("UNAUTHORIZED", AUTHENTICATION_REQUIRED);
  return ctx as RouterContext & { auth: AuthSession };
}

function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Bad request");
  return parsed.data;
}

/** The paper asked for, else the one of the caller's language (docs/clinician-report.md "Paper"). */
export function reportPaperFor(req: Request, asked: ReportPaper | undefined): ReportPaper {
  return asked ?? paperForLocale(firstAcceptedLocale(req.get("accept-language")));
}

export function attachmentHeaders(res: Response, contentType: string, fileName: string): void {
  res.set("Content-Type", contentType);
  res.set("Content-Disposition", `attachment; filename="${fileName}"`);
  res.set("Cache-Control", "no-store");
  res.set("X-Content-Type-Options", "nosniff");
}

/** Resolves when the response can take more, or when the client went away. */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/** Writes the chunks with backpressure: a slow client never makes the server buffer the file. */
async function streamTo(res: Response, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await drainedOrClosed(res);
  }
  res.end();
}

export function fileRoutes(createContext: RequestContextFactory): Router {
  const router = express.Router();

  router.get("/export", async (req, res) => {
    const ctx = await signedIn(createContext, req);
    const { format } = parseQuery(exportQuerySchema, req.query);
    const now = ctx.ports.clock.now();
    if (format === "csv") {
      const range = parseQuery(exportRangeSchema, req.query);
      const text = await rangeCsv(ctx.ports.store, ctx.auth.userId, range);
      attachmentHeaders(
        res,
        exportContentType("csv"),
        `evenkeel-${range.start_date}-to-${range.end_date}.csv`,
      );
      res.send(text);
      return;
    }
    const source = await exportSourceFor(ctx.ports.store, ctx.auth.userId, now);
    attachmentHeaders(res, exportContentType(format), exportFileName(format, now));
    await streamTo(res, exportFileBytes(source, format));
  });

  router.get("/report", async (req, res) => {
    const ctx = await signedIn(createContext, req);
    const { weeks, paper } = parseQuery(reportQuerySchema, req.query);
    const today = await userToday(ctx.ports, ctx.auth, ctx.request);
    const report = await collectClinicianReport(ctx.ports.store, ctx.auth.userId, {
      weeks,
      today,
      generatedAt: ctx.ports.clock.now(),
    });
    const pdf = await renderClinicianReportPdf(report, await reportFonts(), reportPaperFor(req, paper));
    attachmentHeaders(res, "application/pdf", reportFileName(report.to));
    res.send(Buffer.from(pdf));
  });

  router.post(
    "/import",
    async (req, res, next) => {
      // The caller is checked before the body is read: nobody uploads 25 MB anonymously.
      res.locals.importContext = await signedIn(createContext, req);
      next();
    },
    express.raw({ type: () => true, limit: IMPORT_MAX_BYTES }),
    async (req, res) => {
      const ctx = res.locals.importContext as RouterContext & { auth: AuthSession };
      if (!Buffer.isBuffer(req.body)) throw new AppError("BAD_REQUEST", IMPORT_TOO_LARGE);
      const bytes = new Uint8Array(req.body);
      const result = await oneRestoreAtATime(async () =>
        restoreExportDocument(
          ctx.ports,
          ctx.auth.userId,
          await readExportInWorker(bytes),
          await userToday(ctx.ports, ctx.auth, ctx.request),
        ),
      );
      res.json(result);
    },
  );
  return router;
}
