// The outreach pass (docs/notifications.md, docs/decisions/034): for every user with
// preferences, at their local time, the daily check-in reminder, the early warning and the
// weekly summary e-mail, and the notice that a wearable's grant ends soon. Each send is claimed in the database first (user, kind, local date),
// so a restart or a second process never sends one twice. A plain `(stopping) => Promise<void>`
// that the one job runner (jobs/job-runner.ts) calls.
import {
  ALERT_NOTIFICATION_BODY,
  ALERT_NOTIFICATION_TITLE,
  DEFAULT_INSIGHT_GENERATION_DAYS,
  type Preferences,
  REMINDER_BODY,
  REMINDER_TITLE,
  WEARABLE_PROVIDER_IDS,
  wearableAccessEndingBody,
  wearableAccessEndingTitle,
  wearableDisplayName,
} from "@evenkeel/contracts";
import {
  addDays,
  decideEarlyWarning,
  inQuietHours,
  type LocalClock,
  localClock,
  localMidnight,
  reminderDueDate,
  weeklySummaryDueDate,
} from "@evenkeel/domain";
import { ensureScore, generateInsight, isKnownTimeZone, type RouterPorts } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import { describeMailError, type Mailer, type OutgoingMail } from "../identity/mailer.ts";
import type { Logger } from "../logger.ts";
import {
  claimSend,
  createCheckinToken,
  earlyWarningAlerts,
  pushSubscriptions,
  usersWithPreferences,
} from "../store/outreach.repository.ts";
import type { OutreachLinks } from "./outreach-links.ts";
import { accessEndingMail, alertMail, reminderMail, weeklySummaryMail } from "./outreach-mail.ts";
import type { PushMessage, PushSender } from "./push-sender.ts";

export interface OutreachDeps {
  db: AppDatabase;
  ports: RouterPorts;
  logger: Pick<Logger, "error" | "warn">;
  mailer: Mailer | null;
  push: PushSender;
  links: OutreachLinks;
}

interface Recipient {
  userId: string;
  email: string;
  preferences: Preferences;
  clock: LocalClock & { timeZone: string };
  now: string;
  /** Whether any browser of the user is subscribed. */
  hasBrowsers: boolean;
}

/** Days of history an alert's Burnout Analysis looks at. */
const ALERT_INSIGHT_DAYS = DEFAULT_INSIGHT_GENERATION_DAYS;
const WEEKLY_SUMMARY_DAYS = 7;
/** A grant that a provider ends on its own is announced this long before (once per grant). */
const ACCESS_NOTICE_MS = 2 * 86_400_000;

export function createOutreachPass(deps: OutreachDeps): (stopping: () => boolean) => Promise<void> {
  const { db, ports, logger } = deps;

  async function deliver(
    recipient: Recipient,
    push: PushMessage | null,
    mail: (() => OutgoingMail) | null,
  ): Promise<void> {
    const { preferences } = recipient;
    if (push && preferences.push_enabled && recipient.hasBrowsers) {
      await deps.push.sendToUser(recipient.userId, push);
    }
    if (mail && preferences.email_enabled && deps.mailer) {
      await deps.mailer.send(mail()).catch((error: unknown) => {
        logger.warn({ err: describeMailError(error) }, "outreach e-mail not sent");
      });
    }
  }

  function hasChannel(recipient: Recipient): boolean {
    const { preferences } = recipient;
    return (
      (preferences.push_enabled && recipient.hasBrowsers) ||
      (preferences.email_enabled && deps.mailer !== null)
    );
  }

  async function remind(recipient: Recipient): Promise<void> {
    const date = reminderDueDate(recipient.preferences, recipient.clock);
    if (!date || !hasChannel(recipient)) return;
    // A day that already has a mood needs no reminder (checked before claiming: a mood
    // deleted later in the evening may still get one).
    if (await ports.store.moods.get(recipient.userId, date)) return;
    if (!(await claimSend(db, recipient.userId, "reminder", date, recipient.now))) return;
    const timeZone = recipient.clock.timeZone;
    // Valid until the end of the next local day.
    const expiresAt = localMidnight(addDays(date, 2), timeZone);
    const token = await createCheckinToken(db, recipient.userId, date, expiresAt, recipient.now);
    await deliver(
      recipient,
      {
        title: REMINDER_TITLE,
        body: REMINDER_BODY,
        url: deps.links.checkinPath(token, date),
        tag: "reminder",
      },
      () =>
        reminderMail(
          recipient.email,
          (rating) => deps.links.checkin(token, date, rating),
          deps.links.unsubscribe(recipient.userId, "reminder"),
        ),
    );
  }

  async function warn(recipient: Recipient): Promise<void> {
    const { preferences, userId, clock } = recipient;
    if (!preferences.alerts_enabled) return;
    if (inQuietHours(preferences, clock.minutes)) return;
    const today = clock.date;
    await ensureScore(ports, userId, today);
    const [scores, moods, alerts] = await Promise.all([
      ports.store.scores.history(userId, { start_date: addDays(today, -2), end_date: today, limit: 3 }),
      ports.store.moods.between(userId, addDays(today, -6), today),
      earlyWarningAlerts.list(db, userId),
    ]);
    const decision = decideEarlyWarning({ date: today, scores, moods, alerts });
    if (!decision) return;
    if (!(await claimSend(db, userId, `alert-${decision.level}`, today, recipient.now))) return;
    // The alert goes out even when its insight cannot be written (the app then shows the score alone).
    const insight = await generateInsight(ports, userId, "burnout_alert", ALERT_INSIGHT_DAYS, today).catch(
      (error: unknown) => {
        logger.warn({ err: error }, "early-warning insight not written");
        return null;
      },
    );
    const alert = await earlyWarningAlerts.insert(
      db,
      userId,
      { ...decision, insight_id: insight?.id ?? null },
      recipient.now,
    );
    // Held back by an illness tag: the app says so; nothing leaves the server.
    if (alert.status !== "sent") return;
    const alertPath = `/alerts/${encodeURIComponent(alert.id)}`;
    await deliver(
      recipient,
      { title: ALERT_NOTIFICATION_TITLE, body: ALERT_NOTIFICATION_BODY, url: alertPath, tag: "alert" },
      () => alertMail(recipient.email, deps.links.alert(alert.id), deps.links.unsubscribe(userId, "alert")),
    );
  }

  /** A wearable whose grant ends soon (Google Health in Testing): one notice per grant, outside quiet hours. */
  async function warnAccessEnding(recipient: Recipient): Promise<void> {
    const { userId, preferences, clock } = recipient;
    if (!hasChannel(recipient) || inQuietHours(preferences, clock.minutes)) return;
    for (const provider of WEARABLE_PROVIDER_IDS) {
      const connection = await ports.wearables.connection(userId, provider);
      const endsAt = connection?.needs_reconnect ? null : connection?.access_ends_at;
      if (!endsAt) continue;
      const left = Date.parse(endsAt) - Date.parse(recipient.now);
      if (left <= 0 || left > ACCESS_NOTICE_MS) continue;
      // Keyed by the grant's end: a reconnect makes a new grant, which gets its own notice.
      if (!(await claimSend(db, userId, `access-ends-${provider}`, endsAt.slice(0, 10), recipient.now)))
        continue;
      const name = wearableDisplayName(provider);
      const longDate = new Intl.DateTimeFormat("en-US", {
        dateStyle: "long",
        timeZone: clock.timeZone,
      }).format(new Date(endsAt));
      await deliver(
        recipient,
        {
          title: wearableAccessEndingTitle(name),
          body: wearableAccessEndingBody(name, longDate),
          url: "/settings",
          tag: `access-ends-${provider}`,
        },
        () =>
          accessEndingMail(
            recipient.email,
            { name, longDate },
            deps.links.settings(),
            deps.links.unsubscribe(userId, "reminder"),
          ),
      );
    }
  }

  async function summarise(recipient: Recipient): Promise<void> {
    const { preferences, userId, clock } = recipient;
    const date = weeklySummaryDueDate(preferences, clock);
    if (!date || !deps.mailer) return;
    if (!(await claimSend(db, userId, "weekly", date, recipient.now))) return;
    // The week that ended yesterday (Sunday).
    const insight = await generateInsight(
      ports,
      userId,
      "weekly_summary",
      WEEKLY_SUMMARY_DAYS,
      addDays(date, -1),
    );
    const numbers =
      preferences.include_numbers_in_email && insight.insight_type === "weekly_summary"
        ? (insight.structured_data?.key_metrics ?? [])
        : null;
    await deliver(recipient, null, () =>
      weeklySummaryMail(
        recipient.email,
        deps.links.insight(insight.id),
        deps.links.unsubscribe(userId, "weekly"),
        numbers,
      ),
    );
  }

  return async (stopping) => {
    const now = ports.clock.now();
    for (const user of await usersWithPreferences(db)) {
      if (stopping()) return;
      const timeZone = isKnownTimeZone(user.timeZone) ? user.timeZone : "UTC";
      const recipient: Recipient = {
        ...user,
        clock: { ...localClock(now, timeZone), timeZone },
        now,
        hasBrowsers: (await pushSubscriptions.list(db, user.userId)).length > 0,
      };
      // One user's failure (a bad row, a mail server down) does not stop the others.
      for (const step of [remind, warn, warnAccessEnding, summarise]) {
        await step(recipient).catch((error: unknown) =>
          logger.error({ err: error, step: step.name }, "outreach step failed"),
        );
      }
    }
  };
}
