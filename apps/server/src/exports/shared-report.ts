// A share link's public side (docs/exports.md): GET /shared/:token answers a small
// read-only page, GET /shared/:token/report.pdf the clinician report. No sign-in; the token is
// looked up by its hash, refused once expired or revoked, rate limited per address, each
// opening logged; the answers say noindex and send no referrer.
import {
  countOf,
  PRODUCT_NAME,
  REPORT_PAPER_NAMES,
  REPORT_PAPERS,
  REPORT_STATEMENT,
  reportPaperSchema,
  SHARED_REPORT_HEADING,
  SHARED_REPORT_PATH,
  sharedReportDownload,
  sharedReportExpires,
  sharedReportOtherPaper,
} from "@evenkeel/contracts";
import { localDate } from "@evenkeel/domain";
import { collectClinicianReport, renderClinicianReportPdf, reportFileName } from "@evenkeel/domain/report";
import { isKnownTimeZone, type RouterPorts } from "@evenkeel/domain/router";
import express, { type Request, type Response, type Router } from "express";
import type { AppDatabase } from "../db/database.ts";
import { createRateLimiter, type RateLimit } from "../identity/rate-limiter.ts";
import { liveShareLinkByToken, recordShareLinkOpen } from "../store/share-links.repository.ts";
import { attachmentHeaders, reportPaperFor } from "./file-routes.ts";
import { reportFonts } from "./report-fonts.ts";
import { escapeHtml, goneSharedPage, PAGE_CSP, sharedPage } from "./shared-report-page.ts";

/** Openings per address: a clinician opens a link a few times; a guesser gets nowhere. */
export const SHARED_REPORT_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60 * 1000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** "2026-11-23" → "Nov 23, 2026". */
function calendarDay(date: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function privateHeaders(res: Response): void {
  res.set("X-Robots-Tag", "noindex, nofollow, noarchive");
  res.set("Referrer-Policy", "no-referrer");
  res.set("Cache-Control", "no-store");
}

export interface SharedReportDeps {
  db: AppDatabase;
  ports: RouterPorts;
  rateLimit?: RateLimit;
}

export function sharedReportRoutes({
  db,
  ports,
  rateLimit = SHARED_REPORT_RATE_LIMIT,
}: SharedReportDeps): Router {
  const limiter = createRateLimiter(rateLimit, Date.now, { db, bucket: "sharedReportPerIp" });
  const router = express.Router();

  /** The live link a request names, counted against its address; null when refused. */
  async function openLink(req: Request, res: Response) {
    privateHeaders(res);
    await limiter.consume(`shared:${req.ip ?? "unknown"}`);
    const token = String(req.params.token ?? "");
    const now = ports.clock.now();
    const link = TOKEN_PATTERN.test(token) ? await liveShareLinkByToken(db, token, now) : null;
    if (!link) {
      res.status(404).type("html").set("Content-Security-Policy", PAGE_CSP).send(goneSharedPage());
      return null;
    }
    await recordShareLinkOpen(db, link.id, now);
    return link;
  }

  async function reportFor(link: { user_id: string; weeks: number; created_at: string }) {
    // The period ends on the day the link was made, in the person's own time zone.
    const stored = await ports.store.users.timeZone(link.user_id);
    const zone = stored && isKnownTimeZone(stored) ? stored : "UTC";
    const report = await collectClinicianReport(ports.store, link.user_id, {
      weeks: link.weeks,
      today: localDate(link.created_at, zone),
      generatedAt: ports.clock.now(),
    });
    return { report, zone };
  }

  router.get(`${SHARED_REPORT_PATH}/:token`, async (req, res) => {
    const link = await openLink(req, res);
    if (!link) return;
    const { report, zone } = await reportFor(link);
    const expires = new Intl.DateTimeFormat("en-US", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: zone,
    });
    // The clinician's own paper first (their Accept-Language), the other one beside it.
    const paper = reportPaperFor(req, undefined);
    const other = REPORT_PAPERS.find((option) => option !== paper) ?? paper;
    const pdf = `${SHARED_REPORT_PATH}/${escapeHtml(String(req.params.token))}/report.pdf`;
    const body = `<h1>${escapeHtml(SHARED_REPORT_HEADING)}</h1>
<p class="period">${countOf(report.weeks, "week")}: ${calendarDay(report.from)} to ${calendarDay(report.to)}${report.personName ? ` · ${escapeHtml(report.personName)}` : ""}</p>
<p>${escapeHtml(sharedReportExpires(expires.format(new Date(link.expires_at)), zone))}</p>
<div class="actions"><a class="download" href="${pdf}">${escapeHtml(sharedReportDownload(REPORT_PAPER_NAMES[paper]))}</a>
<a class="other" href="${pdf}?paper=${other}">${escapeHtml(sharedReportOtherPaper(REPORT_PAPER_NAMES[other]))}</a></div>
<p class="statement">${escapeHtml(REPORT_STATEMENT)}</p>`;
    res
      .type("html")
      .set("Content-Security-Policy", PAGE_CSP)
      .send(sharedPage(`${PRODUCT_NAME} report`, body));
  });

  router.get(`${SHARED_REPORT_PATH}/:token/report.pdf`, async (req, res) => {
    const link = await openLink(req, res);
    if (!link) return;
    const { report } = await reportFor(link);
    // A paper the link's page did not offer is answered with the clinician's own.
    const asked = reportPaperSchema.safeParse(req.query.paper);
    const paper = reportPaperFor(req, asked.success ? asked.data : undefined);
    const pdf = await renderClinicianReportPdf(report, await reportFonts(), paper);
    attachmentHeaders(res, "application/pdf", reportFileName(report.to));
    privateHeaders(res);
    res.send(Buffer.from(pdf));
  });
  return router;
}
