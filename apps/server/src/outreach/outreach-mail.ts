// The e-mails outreach sends (docs/notifications.md): HTML and plain text, a one-click
// unsubscribe link and List-Unsubscribe headers (RFC 8058). Subjects and previews never carry
// a health value; the weekly summary's body carries numbers only when the user opted in.
import {
  ALERT_NOTIFICATION_BODY,
  ALERT_NOTIFICATION_TITLE,
  MOOD_EMOJI_SCALE,
  PRODUCT_NAME,
  REMINDER_TITLE,
  WEEKLY_SUMMARY_SUBJECT,
  wearableAccessEndingBody,
  wearableAccessEndingTitle,
} from "@evenkeel/contracts";
import { escapeHtml } from "../identity/confirmation-email.ts";
import type { OutgoingMail } from "../identity/mailer.ts";

export interface MailParts {
  to: string;
  subject: string;
  /** Paragraphs of plain text; each becomes a <p>. */
  paragraphs: string[];
  /** Links shown as buttons / lines, in order. */
  links: { label: string; href: string }[];
  unsubscribe: { label: string; href: string };
}

export function composeMail(parts: MailParts): OutgoingMail {
  const text = [
    ...parts.paragraphs,
    "",
    ...parts.links.map((link) => `${link.label}: ${link.href}`),
    "",
    `${parts.unsubscribe.label}: ${parts.unsubscribe.href}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
${parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p>${parts.links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.href)}" style="display:inline-block;margin:4px;padding:8px 12px;border:1px solid #ccc;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a>`,
    )
    .join("\n")}</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(parts.unsubscribe.href)}">${escapeHtml(parts.unsubscribe.label)}</a></p>
</body></html>`;
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${parts.unsubscribe.href}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function reminderMail(
  to: string,
  ratingLink: (rating: number) => string,
  unsubscribe: string,
): OutgoingMail {
  return composeMail({
    to,
    subject: REMINDER_TITLE,
    paragraphs: [
      `${REMINDER_TITLE} Tap how today felt, from 1 (worst) to 10 (best), and ${PRODUCT_NAME} logs it; you can add notes and tags after.`,
      "The links work once, until the end of tomorrow.",
    ],
    links: MOOD_EMOJI_SCALE.map((step) => ({
      label: `${step.emoji} ${step.rating}`,
      href: ratingLink(step.rating),
    })),
    unsubscribe: { label: "Stop daily check-in reminders", href: unsubscribe },
  });
}

export function alertMail(to: string, alertLink: string, unsubscribe: string): OutgoingMail {
  return composeMail({
    to,
    subject: ALERT_NOTIFICATION_TITLE,
    paragraphs: [
      ALERT_NOTIFICATION_BODY,
      `Nothing about your numbers is written in this e-mail; it is all in ${PRODUCT_NAME}.`,
    ],
    links: [{ label: `Open ${PRODUCT_NAME}`, href: alertLink }],
    unsubscribe: { label: "Stop early-warning alerts", href: unsubscribe },
  });
}

export function weeklySummaryMail(
  to: string,
  insightLink: string,
  unsubscribe: string,
  /** Only when the user chose "include numbers in e-mails". */
  numbers: readonly { name: string; value: string | number }[] | null,
): OutgoingMail {
  const paragraphs = [`Your ${PRODUCT_NAME} weekly summary is ready.`];
  if (numbers && numbers.length > 0) {
    paragraphs.push(numbers.map((metric) => `${metric.name}: ${metric.value}`).join("; "));
  }
  return composeMail({
    to,
    subject: WEEKLY_SUMMARY_SUBJECT,
    paragraphs,
    links: [{ label: "Read the weekly summary", href: insightLink }],
    unsubscribe: { label: "Stop weekly summary e-mails", href: unsubscribe },
  });
}

/** A provider ends the member's grant soon (Google Health in Testing): reconnect in Settings. */
export function accessEndingMail(
  to: string,
  wearable: { name: string; longDate: string },
  settingsLink: string,
  unsubscribe: string,
): OutgoingMail {
  return composeMail({
    to,
    subject: wearableAccessEndingTitle(wearable.name),
    paragraphs: [wearableAccessEndingBody(wearable.name, wearable.longDate)],
    links: [{ label: `Open ${PRODUCT_NAME} Settings`, href: settingsLink }],
    unsubscribe: { label: "Stop daily check-in reminders", href: unsubscribe },
  });
}
