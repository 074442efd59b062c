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

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
