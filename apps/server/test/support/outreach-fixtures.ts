// Outreach tests: the real app over HTTP on a free port with a clock the test sets,
// an SMTP server that receives what nodemailer sends, and a second "process" (its own database
// connection and adapters) running the same outreach pass on the same database file.

import type { RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { type AuthResponse, type RiskLevel, TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type AppDatabase, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createApp } from "../../src/http/app.ts";
import type { PushNetwork } from "../../src/outreach/push-address-guard.ts";
import { createServerAdapters, type ServerAdapters } from "../../src/router-ports.ts";
import { listen } from "./listen.ts";
import { captureLogs } from "./log-capture.ts";
import { testConfig } from "./test-config.ts";
import { TEST_PASSWORD, uniqueEmail } from "./test-users.ts";

const SCORE_OF: Record<RiskLevel, number> = { low: 20, moderate: 40, high: 62.5, critical: 81.25 };

/** Stored scores, as rescoring would write them; `confidence` per day (default sure). */
export async function setScores(
  db: AppDatabase,
  userId: string,
  days: Record<string, RiskLevel>,
  confidence = 85,
): Promise<void> {
  for (const [date, level] of Object.entries(days)) {
    const row = {
      id: `${userId}-${date}`,
      user_id: userId,
      date,
      overall_risk_score: SCORE_OF[level],
      risk_level: level,
      risk_factors: JSON.stringify({ recovery: 70, hrv: 66, sleep_quality: 58, strain: 40 }),
      mood_risk: 55,
      contributions: JSON.stringify({ mood: 20, recovery: 15, hrv: 12, sleep_quality: 10, strain: 5 }),
      confidence_score: confidence,
      data_points_used: 42,
      algorithm_version: "ek-2",
      calculated_at: "2026-11-01T00:00:00.000Z",
    };
    await db
      .insertInto("burnout_scores")
      .values(row)
      .onConflict((oc) => oc.columns(["user_id", "date"]).doUpdateSet(row))
      .execute();
  }
}

export interface MailBox {
  received: ParsedMail[];
  port: number;
  close(): Promise<void>;
}

export async function startMailBox(): Promise<MailBox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface OutreachUser {
  id: string;
  email: string;
  accessToken: string;
}

export interface OutreachHarness {
  url: string;
  db: AppDatabase;
  adapters: ServerAdapters;
  setNow(iso: string): void;
  /** One outreach pass of the first process. */
  pass(): Promise<void>;
  /** One outreach pass of the second process (own connection, own adapters). */
  secondPass(): Promise<void>;
  /** Signs up (confirming the address as its link would) and signs in; `timeZone` is what the browser reports. */
  signUp(timeZone: string): Promise<OutreachUser>;
  /** An authorised JSON call with the browser's time zone. */
  call(
    user: OutreachUser,
    method: string,
    path: string,
    body?: unknown,
    timeZone?: string,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers through matchers.
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function outreachHarness(
  options: {
    smtpPort?: number;
    pushNetwork?: PushNetwork;
    start?: string;
    env?: Record<string, string>;
  } = {},
): Promise<OutreachHarness> {
  let handler: RequestListener | undefined;
  const http = await listen((req, res) => handler?.(req, res));
  const config = testConfig({
    ...options.env,
    PUBLIC_URL: http.url,
    ...(options.smtpPort && {
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      MAIL_FROM: "Evenkeel <no-reply@evenkeel.test>",
    }),
  });
  let now = options.start ?? "2026-11-23T12:00:00.000Z";
  const clock = { now: () => now };
  const { logger } = captureLogs();
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  const deps = { config, logger, clock, ...(options.pushNetwork && { pushNetwork: options.pushNetwork }) };
  const adapters = createServerAdapters({ db, ...deps });
  handler = createApp({ config, db, logger, adapters });
  const db2 = openDatabase(config.dataDir);
  const second = createServerAdapters({ db: db2, ...deps });

  async function call(user: OutreachUser, method: string, path: string, body?: unknown, timeZone?: string) {
    const response = await fetch(`${http.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        ...(timeZone && { [TIME_ZONE_HEADER]: timeZone }),
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  return {
    url: http.url,
    db,
    adapters,
    setNow: (iso) => {
      now = iso;
    },
    pass: () => adapters.outreach.pass(() => false),
    secondPass: () => second.outreach.pass(() => false),
    async signUp(timeZone) {
      const email = uniqueEmail("outreach");
      const post = (path: string, body: unknown) =>
        fetch(`${http.url}/api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", [TIME_ZONE_HEADER]: timeZone },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<AuthResponse>);
      const signedUp = await post("/auth/signup", { email, password: TEST_PASSWORD });
      await db.updateTable("users").set({ email_confirmed_at: now }).where("email", "=", email).execute();
      const signedIn = await post("/auth/signin", { email, password: TEST_PASSWORD });
      const user = { id: signedUp.user.id, email, accessToken: signedIn.access_token ?? "" };
      // Saving preferences keeps the zone the browser reported.
      await call(user, "PATCH", "/settings/notifications", {}, timeZone);
      return user;
    },
    call,
    async close() {
      await db2.destroy();
      await db.destroy();
      await http.close();
    },
  };
}
