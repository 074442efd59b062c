// A share link's public side (issue 19, docs/exports.md): GET /shared/:token answers a small
// read-only page, GET /shared/:token/report.pdf the clinician report. No sign-in; the token is
// looked up by its hash, refused once expired or revoked, rate limited per address, each
// opening logged; the answers say noindex and send no referrer.
import { createHash } from "node:crypto";
import { PRODUCT_NAME, REPORT_STATEMENT, SHARE_LINK_GONE, SHARED_REPORT_PATH } from "@evenkeel/contracts";
import { localDate } from "@evenkeel/domain";
import { collectClinicianReport, renderClinicianReportPdf, reportFileName } from "@evenkeel/domain/report";
import { isKnownTimeZone, type RouterPorts } from "@evenkeel/domain/router";
import express, { type Request, type Response, type Router } from "express";
import type { AppDatabase } from "../db/database.ts";
import { createRateLimiter, type RateLimit } from "../identity/rate-limiter.ts";
import { liveShareLinkByToken, recordShareLinkOpen } from "../store/share-links.repository.ts";
import { attachmentHeaders } from "./file-routes.ts";
import { reportFonts } from "./report-fonts.ts";

/** Openings per address: a clinician opens a link a few times; a guesser gets nowhere. */
export const SHARED_REPORT_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60 * 1000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#1a1a1a;line-height:1.5}
h1{font-size:1.5rem;margin-bottom:.25rem}.period{color:#444;margin-top:0}
a.download{display:inline-block;margin:1rem 0;padding:.7rem 1.2rem;border-radius:.5rem;background:#1f4b99;color:#fff;text-decoration:none;font-weight:600}
.statement{border:1px solid #999;border-radius:.5rem;padding:.75rem 1rem;font-size:.9rem;color:#333}`;
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** "2026-11-23" → "Nov 23, 2026". */
function calendarDay(date: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function privateHeaders(res: Response): void {
  res.set("X-Robots-Tag", "noindex, nofollow, noarchive");
  res.set("Referrer-Policy", "no-referrer");
  res.set("Cache-Control", "no-store");
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
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
      res
        .status(404)
        .type("html")
        .set("Content-Security-Policy", PAGE_CSP)
        .send(page(SHARE_LINK_GONE, `<h1>${escapeHtml(SHARE_LINK_GONE)}</h1>`));
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
    const body = `<h1>${escapeHtml(PRODUCT_NAME)} wellbeing report</h1>
<p class="period">${report.weeks} weeks: ${calendarDay(report.from)} to ${calendarDay(report.to)}${report.personName ? ` · ${escapeHtml(report.personName)}` : ""}</p>
<p>This is a read-only report shared with you. The link expires on ${escapeHtml(expires.format(new Date(link.expires_at)))} (${escapeHtml(zone)}).</p>
<a class="download" href="${SHARED_REPORT_PATH}/${escapeHtml(String(req.params.token))}/report.pdf">Download the report (PDF)</a>
<p class="statement">${escapeHtml(REPORT_STATEMENT)}</p>`;
    res
      .type("html")
      .set("Content-Security-Policy", PAGE_CSP)
      .send(page(`${PRODUCT_NAME} report`, body));
  });

  router.get(`${SHARED_REPORT_PATH}/:token/report.pdf`, async (req, res) => {
    const link = await openLink(req, res);
    if (!link) return;
    const { report } = await reportFor(link);
    const pdf = await renderClinicianReportPdf(report, await reportFonts());
    attachmentHeaders(res, "application/pdf", reportFileName(report.to));
    privateHeaders(res);
    res.send(Buffer.from(pdf));
  });
  return router;
}
