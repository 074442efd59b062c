// Unsubscribing from outreach e-mails (docs/notifications.md): the link in each e-mail carries
// one opaque token and needs no sign-in. GET only shows a page asking to confirm, so a mail
// scanner that follows links changes nothing; POST changes the preference: the page's button,
// or the mail client's RFC 8058 one-click POST (List-Unsubscribe-Post). Doing it twice changes
// nothing more. The page has its own CSP: its one style by hash, its form back to this origin.
import { createHash } from "node:crypto";
import {
  PRODUCT_NAME,
  type Preferences,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_HINT,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_LINK_INVALID_TITLE,
  UNSUBSCRIBE_OPEN_SETTINGS,
  UNSUBSCRIBE_QUESTION,
  UNSUBSCRIBED,
  UNSUBSCRIBED_TITLE,
} from "@evenkeel/contracts";
import type { RouterPorts } from "@evenkeel/domain/router";
import express, { type Request, type Response, type Router } from "express";
import { escapeHtml } from "../identity/confirmation-email.ts";
import { type OutreachLinks, UNSUBSCRIBE_PATH, type UnsubscribeKind } from "./outreach-links.ts";

/** The preference each kind of e-mail turns off. */
const TURNS_OFF: Readonly<Record<UnsubscribeKind, keyof Preferences>> = {
  reminder: "reminder_enabled",
  alert: "alerts_enabled",
  weekly: "weekly_summary_email",
};

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1.25rem;color:#1a1a1a;line-height:1.5}
.brand{font-weight:700;color:#1f4b99;margin:0 0 1.5rem}h1{font-size:1.4rem;margin:0 0 .5rem}.hint{color:#444;margin:0 0 1.25rem}
button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border:0;border-radius:.5rem;background:#1f4b99;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #8fb3f0;outline-offset:2px}a{color:#1f4b99;font-weight:600}`;
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function answer(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type("html")
    .set("Content-Security-Policy", PAGE_CSP)
    .set("X-Robots-Tag", "noindex, nofollow")
    .set("Referrer-Policy", "no-referrer")
    .set("Cache-Control", "no-store");
  res.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head><body><main><p class="brand">${PRODUCT_NAME}</p>${body}</main></body></html>`,
  );
}

/** A heading, what happened, and the way to Settings (served by this same origin). */
const saying = (res: Response, status: number, title: string, text: string) =>
  answer(
    res,
    status,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="hint">${escapeHtml(text)}</p><p><a href="/settings">${escapeHtml(UNSUBSCRIBE_OPEN_SETTINGS)}</a></p>`,
  );

export function unsubscribeRoutes(ports: RouterPorts, links: OutreachLinks): Router {
  const router = express.Router();

  /** The user and kind the link's token seals, if it is genuine and the account still exists. */
  async function target(req: Request): Promise<{ userId: string; kind: UnsubscribeKind } | null> {
    const { token } = req.query;
    const found = typeof token === "string" ? links.readUnsubscribe(token) : null;
    return found && (await ports.store.users.get(found.userId)) ? found : null;
  }

  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, "");
  router.get(path, async (req, res) => {
    const found = await target(req);
    if (!found) return saying(res, 400, UNSUBSCRIBE_LINK_INVALID_TITLE, UNSUBSCRIBE_LINK_INVALID);
    // No action attribute: the form posts back to this very URL, token included.
    answer(
      res,
      200,
      UNSUBSCRIBE_QUESTION[found.kind],
      `<h1>${escapeHtml(UNSUBSCRIBE_QUESTION[found.kind])}</h1><p class="hint">${escapeHtml(UNSUBSCRIBE_HINT)}</p><form method="post"><button type="submit">${escapeHtml(UNSUBSCRIBE_BUTTON)}</button></form>`,
    );
  });
  // The body (the form's nothing, or List-Unsubscribe=One-Click) says nothing the token does not.
  router.post(path, async (req, res) => {
    const found = await target(req);
    if (!found) return saying(res, 400, UNSUBSCRIBE_LINK_INVALID_TITLE, UNSUBSCRIBE_LINK_INVALID);
    const current = await ports.store.preferences.get(found.userId);
    await ports.store.preferences.save(
      found.userId,
      { ...current, [TURNS_OFF[found.kind]]: false },
      ports.clock.now(),
    );
    saying(res, 200, UNSUBSCRIBED_TITLE, UNSUBSCRIBED);
  });
  return router;
}
