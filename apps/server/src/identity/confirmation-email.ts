// The confirmation e-mail: plain text and HTML, one link to
// {PUBLIC_URL}/auth/confirm?token_hash=…&type=signup (the web app's confirmation page).
import { PRODUCT_NAME } from "@evenkeel/contracts";
import type { OutgoingMail } from "./mailer.ts";

export function confirmationLink(publicUrl: string, token: string, type: string): string {
  const url = new URL("/auth/confirm", publicUrl);
  url.searchParams.set("token_hash", token);
  url.searchParams.set("type", type);
  return url.toString();
}

export function confirmationEmail(to: string, link: string): OutgoingMail {
  const subject = `Confirm your ${PRODUCT_NAME} account`;
  const text = [
    `Welcome to ${PRODUCT_NAME}!`,
    "",
    "Please confirm your e-mail address by opening this link:",
    link,
    "",
    "The link works once and expires in 24 hours.",
    "If you did not sign up, you can ignore this e-mail.",
  ].join("\n");
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Welcome to ${PRODUCT_NAME}!</p>
<p>Please confirm your e-mail address:</p>
<p><a href="${href}">Confirm my account</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>The link works once and expires in 24 hours. If you did not sign up, you can ignore this e-mail.</p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * To the owner of an address someone tried to sign up with (review item 4): the sign-up page
 * answered as for a new address, so this e-mail is the only place the attempt is told.
 */
export function signupAttemptEmail(to: string, signInLink: string): OutgoingMail {
  const subject = `Someone tried to sign up to ${PRODUCT_NAME} with your address`;
  const lines = [
    `Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this e-mail address.`,
    "This address already has an account, so no new account was created and nothing in yours changed.",
    "If it was you, sign in instead:",
    signInLink,
    "If it was not you, you can ignore this e-mail; your password was not asked for or changed.",
  ];
  const href = escapeHtml(signInLink);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(lines[0] ?? "")}</p>
<p>${escapeHtml(lines[1] ?? "")}</p>
<p>If it was you, <a href="${href}">sign in instead</a>.</p>
<p>${escapeHtml(lines[4] ?? "")}</p>
</body></html>`;
  return { to, subject, text: [lines[0], lines[1], "", lines[2], lines[3], "", lines[4]].join("\n"), html };
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
