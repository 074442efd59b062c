// One-click unsubscribe from outreach e-mails (docs/notifications.md): the signed link in each
// e-mail, no sign-in. GET (the link clicked) and POST (RFC 8058 List-Unsubscribe-Post, sent by
// the mail client) both turn that kind of e-mail off; doing it twice changes nothing more.

import type { Preferences } from "@evenkeel/contracts";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "@evenkeel/contracts";
import type { RouterPorts } from "@evenkeel/domain/router";
import express, { type Request, type Response, type Router } from "express";
import { escapeHtml } from "../identity/confirmation-email.ts";
import {
  type OutreachLinks,
  UNSUBSCRIBE_KINDS,
  UNSUBSCRIBE_PATH,
  type UnsubscribeKind,
} from "./outreach-links.ts";

/** The preference each kind of e-mail turns off. */
const TURNS_OFF: Readonly<Record<UnsubscribeKind, keyof Preferences>> = {
  reminder: "reminder_enabled",
  alert: "alerts_enabled",
  weekly: "weekly_summary_email",
};

function answer(res: Response, status: number, text: string): void {
  res.status(status).type("html").set("X-Robots-Tag", "noindex").set("Referrer-Policy", "no-referrer");
  res.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Evenkeel</title></head><body><p>${escapeHtml(text)}</p></body></html>`,
  );
}

export function unsubscribeRoutes(ports: RouterPorts, links: OutreachLinks): Router {
  const router = express.Router();
  const handle = async (req: Request, res: Response) => {
    const { user, kind, sig } = req.query;
    if (
      typeof user !== "string" ||
      typeof kind !== "string" ||
      typeof sig !== "string" ||
      !(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind) ||
      !links.verifyUnsubscribe(user, kind, sig) ||
      !(await ports.store.users.get(user))
    ) {
      answer(res, 400, UNSUBSCRIBE_LINK_INVALID);
      return;
    }
    const current = await ports.store.preferences.get(user);
    await ports.store.preferences.save(
      user,
      { ...current, [TURNS_OFF[kind as UnsubscribeKind]]: false },
      ports.clock.now(),
    );
    answer(res, 200, UNSUBSCRIBED);
  };
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, "");
  router.get(path, handle);
  // The body (List-Unsubscribe=One-Click) says nothing the signed query does not.
  router.post(path, handle);
  return router;
}
