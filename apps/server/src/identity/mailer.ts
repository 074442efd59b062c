// Outgoing e-mail over SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM. Without
// SMTP there is no mailer and accounts are confirmed at sign-up.
import nodemailer from "nodemailer";
import type { SmtpConfig } from "../config/env.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on outreach e-mails (docs/notifications.md). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // A stalled mail server must not hold a sign-up request open for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Never write message bodies (which carry the confirmation link) to a log.
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration asks for, or null when SMTP_URL is not set. */
export function createMailerFromConfig(config: { smtp?: SmtpConfig | undefined }): Mailer | null {
  return config.smtp ? createSmtpMailer(config.smtp) : null;
}

/** What a failed send may be logged with: the SMTP code and command, never the address or text. */
export function describeMailError(error: unknown): Record<string, unknown> {
  if (typeof error !== "object" || error === null) return { kind: typeof error };
  const { code, responseCode, command } = error as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { code, responseCode, command };
}
