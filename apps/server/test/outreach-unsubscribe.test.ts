// Unsubscribing from an outreach e-mail (docs/notifications.md):
// a GET, which is what a mail scanner following links sends, only shows a page asking to
// confirm; a POST (the page's button, or RFC 8058's one-click POST) turns that kind of e-mail
// off. The link carries one opaque token and no user id; a damaged or old-style link changes
// nothing, by GET or POST.
import {
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_QUESTION,
  UNSUBSCRIBED,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnsubscribeKind } from "../src/outreach/outreach-links.ts";
import { type OutreachHarness, outreachHarness } from "./support/outreach-fixtures.ts";

let harness: OutreachHarness;
beforeAll(async () => {
  harness = await outreachHarness();
});
afterAll(() => harness.close());

type User = Awaited<ReturnType<OutreachHarness["signUp"]>>;

/** The user with every kind of e-mail on. */
async function subscribedUser(): Promise<User> {
  const user = await harness.signUp("UTC");
  await harness.call(user, "PATCH", "/settings/notifications", {
    reminder_enabled: true,
    alerts_enabled: true,
    weekly_summary_email: true,
  });
  return user;
}

async function preferences(user: User) {
  const { reminder_enabled, alerts_enabled, weekly_summary_email } = (
    await harness.call(user, "GET", "/settings/notifications")
  ).body.preferences;
  return { reminder_enabled, alerts_enabled, weekly_summary_email };
}

const ALL_ON = { reminder_enabled: true, alerts_enabled: true, weekly_summary_email: true };

/** The link as an e-mail carries it, pointed at the harness's server. */
function link(user: User, kind: UnsubscribeKind): string {
  const href = new URL(harness.adapters.outreach.links.unsubscribe(user.id, kind));
  return `${harness.url}${href.pathname}${href.search}`;
}

describe("an unsubscribe link", () => {
  it("opened by GET asks to confirm with a button that posts back, and changes nothing", async () => {
    const user = await subscribedUser();
    for (let opened = 0; opened < 3; opened += 1) {
      const page = await fetch(link(user, "reminder"));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(UNSUBSCRIBE_QUESTION.reminder);
      expect(html).toMatch(
        new RegExp(`<form method="post"><button type="submit">${UNSUBSCRIBE_BUTTON}</button>`),
      );
      expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
      expect(page.headers.get("x-robots-tag")).toContain("noindex");
      expect(page.headers.get("cache-control")).toBe("no-store");
    }
    expect(await preferences(user)).toEqual(ALL_ON);
  });

  it("turns off only its own kind by POST: the page's button, or the one-click POST", async () => {
    const user = await subscribedUser();
    // The button: a form with no fields posts an empty body.
    const button = await fetch(link(user, "alert"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(button.status).toBe(200);
    expect(await button.text()).toContain(UNSUBSCRIBED);
    expect(await preferences(user)).toEqual({ ...ALL_ON, alerts_enabled: false });

    const oneClick = await fetch(link(user, "weekly"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await preferences(user)).toEqual({
      ...ALL_ON,
      alerts_enabled: false,
      weekly_summary_email: false,
    });
  });

  it("carries one opaque token, different in each e-mail, and no user id", async () => {
    const user = await subscribedUser();
    const [first, second] = [new URL(link(user, "reminder")), new URL(link(user, "reminder"))];
    expect([...first.searchParams.keys()]).toEqual(["token"]);
    expect(first.href).not.toContain(user.id);
    expect(first.searchParams.get("token")).not.toBe(second.searchParams.get("token"));
    for (const url of [first, second]) {
      const sealed = Buffer.from(url.searchParams.get("token") ?? "", "base64url").toString("latin1");
      expect(sealed).not.toContain(user.id);
      expect(sealed).not.toContain("reminder");
    }
  });

  it.each([
    ["a token with one character changed", (href: URL) => flip(href)],
    [
      "a truncated token",
      (href: URL) => href.searchParams.set("token", href.searchParams.get("token")?.slice(0, 40) ?? ""),
    ],
    ["no token", (href: URL) => href.searchParams.delete("token")],
    ["a token twice", (href: URL) => href.searchParams.append("token", href.searchParams.get("token") ?? "")],
    ["a token of other characters", (href: URL) => href.searchParams.set("token", "../../%00<script>")],
    ["a very long token", (href: URL) => href.searchParams.set("token", "A".repeat(5000))],
  ])("with %s is refused by GET and POST and changes nothing", async (_, damage) => {
    const user = await subscribedUser();
    const href = new URL(link(user, "reminder"));
    damage(href);
    for (const method of ["GET", "POST"]) {
      const answer = await fetch(href, { method });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(UNSUBSCRIBE_LINK_INVALID);
    }
    expect(await preferences(user)).toEqual(ALL_ON);
  });

  it("of the old kind, naming the user and signed, no longer changes anything", async () => {
    const user = await subscribedUser();
    const old = new URL("/api/notifications/unsubscribe", harness.url);
    old.search = new URLSearchParams({ user: user.id, kind: "reminder", sig: "x".repeat(43) }).toString();
    expect((await fetch(old, { method: "POST" })).status).toBe(400);
    expect(await preferences(user)).toEqual(ALL_ON);
  });
});

/** Changes one character in the middle of the token, keeping it base64url. */
function flip(href: URL): void {
  const token = href.searchParams.get("token") ?? "";
  const middle = Math.floor(token.length / 2);
  href.searchParams.set(
    "token",
    `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`,
  );
}
