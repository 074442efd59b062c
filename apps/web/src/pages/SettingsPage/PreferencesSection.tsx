// Settings › Preferences (docs/notifications.md): the daily check-in reminder and its
// time, the channels (this browser's notifications, e-mail), early-warning alerts, quiet hours
// and the weekly summary e-mail. A channel the home cannot send on says what it lacks; the demo
// keeps these on the device and says it sends nothing.
import {
  ALERTS_HINT,
  ALERTS_LABEL,
  CHANNEL_EMAIL_HINT,
  CHANNEL_EMAIL_LABEL,
  CHANNEL_PUSH_HINT,
  CHANNEL_PUSH_LABEL,
  DEMO_SENDS_NOTHING,
  INCLUDE_NUMBERS_HINT,
  INCLUDE_NUMBERS_LABEL,
  NO_CHANNEL_YET,
  PREFERENCES_TITLE,
  PUSH_ENABLE,
  PUSH_SUBSCRIPTION_REMOVE,
  PUSH_SUBSCRIPTIONS_EMPTY,
  PUSH_SUBSCRIPTIONS_TITLE,
  QUIET_FROM_LABEL,
  QUIET_HOURS_HINT,
  QUIET_HOURS_LABEL,
  QUIET_UNTIL_LABEL,
  REMINDER_HINT,
  REMINDER_LABEL,
  REMINDER_TIME_LABEL,
  remindersTimeZone,
  WEEKLY_SUMMARY_EMAIL_LABEL,
  WEEKLY_SUMMARY_HINT,
} from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { instantDay } from "../../dates/formatDates";
import * as narrator from "./NarratorSection.css";
import { OptionCheckbox } from "./OptionCheckbox";
import * as styles from "./SettingsPage.css";
import { TimePreferenceField } from "./TimePreferenceField";
import { usePreferences } from "./usePreferences";

export function PreferencesSection() {
  const {
    settings,
    timeZone,
    loading,
    saving,
    error,
    pushRefusal,
    save,
    saveTime,
    enablePush,
    removeBrowser,
  } = usePreferences();

  if (loading || !settings) {
    return (
      <Card title={PREFERENCES_TITLE}>
        {loading ? <Spinner label="Loading preferences..." /> : <Notice tone="error">{error}</Notice>}
      </Card>
    );
  }
  const { preferences: p, channels, subscriptions } = settings;
  const pushReady = p.push_enabled && subscriptions.length > 0;
  const emailReady = p.email_enabled && channels.email.available;
  const timeField = (label: string, value: string, field: "reminder_time" | "quiet_start" | "quiet_end") => (
    <TimePreferenceField label={label} value={value} onSave={(time) => saveTime({ [field]: time })} />
  );

  return (
    <Card title={PREFERENCES_TITLE}>
      <div className={styles.sectionBody}>
        {!settings.delivers && <Notice tone="info">{DEMO_SENDS_NOTHING}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        <p className={styles.note}>{remindersTimeZone(timeZone)}</p>
        <div className={narrator.options}>
          <OptionCheckbox
            label={REMINDER_LABEL}
            hint={REMINDER_HINT}
            checked={p.reminder_enabled}
            disabled={saving}
            onChange={(reminder_enabled) => void save({ reminder_enabled })}
          >
            {timeField(REMINDER_TIME_LABEL, p.reminder_time, "reminder_time")}
          </OptionCheckbox>
          <OptionCheckbox
            label={CHANNEL_PUSH_LABEL}
            hint={channels.push.reason ?? CHANNEL_PUSH_HINT}
            checked={p.push_enabled}
            disabled={saving || !channels.push.available}
            onChange={(push_enabled) => {
              const key = channels.push.public_key;
              if (push_enabled && subscriptions.length === 0 && key) void enablePush(key);
              else void save({ push_enabled });
            }}
          >
            {channels.push.available && channels.push.public_key && (
              <Button
                variant="secondary"
                size="sm"
                disabled={saving}
                onClick={() => void enablePush(channels.push.public_key as string)}
              >
                {PUSH_ENABLE}
              </Button>
            )}
            {pushRefusal && <Notice tone="error">{pushRefusal}</Notice>}
          </OptionCheckbox>
          <OptionCheckbox
            label={CHANNEL_EMAIL_LABEL}
            hint={channels.email.reason ?? CHANNEL_EMAIL_HINT}
            checked={p.email_enabled}
            disabled={saving || !channels.email.available}
            onChange={(email_enabled) => void save({ email_enabled })}
          />
          {settings.delivers && !pushReady && !emailReady && <Notice tone="info">{NO_CHANNEL_YET}</Notice>}
          <OptionCheckbox
            label={ALERTS_LABEL}
            hint={ALERTS_HINT}
            checked={p.alerts_enabled}
            disabled={saving}
            onChange={(alerts_enabled) => void save({ alerts_enabled })}
          />
          <OptionCheckbox
            label={QUIET_HOURS_LABEL}
            hint={QUIET_HOURS_HINT}
            checked={p.quiet_hours_enabled}
            disabled={saving}
            onChange={(quiet_hours_enabled) => void save({ quiet_hours_enabled })}
          >
            {timeField(QUIET_FROM_LABEL, p.quiet_start, "quiet_start")}
            {timeField(QUIET_UNTIL_LABEL, p.quiet_end, "quiet_end")}
          </OptionCheckbox>
          <OptionCheckbox
            label={WEEKLY_SUMMARY_EMAIL_LABEL}
            hint={channels.email.reason ?? WEEKLY_SUMMARY_HINT}
            checked={p.weekly_summary_email}
            disabled={saving || !channels.email.available}
            onChange={(weekly_summary_email) => void save({ weekly_summary_email })}
          />
          <OptionCheckbox
            label={INCLUDE_NUMBERS_LABEL}
            hint={INCLUDE_NUMBERS_HINT}
            checked={p.include_numbers_in_email}
            disabled={saving || !channels.email.available}
            onChange={(include_numbers_in_email) => void save({ include_numbers_in_email })}
          />
        </div>
        {settings.delivers && (
          <section aria-label={PUSH_SUBSCRIPTIONS_TITLE} className={styles.sectionBody}>
            <h3 className={styles.subheading}>{PUSH_SUBSCRIPTIONS_TITLE}</h3>
            {subscriptions.length === 0 ? (
              <p className={styles.note}>{PUSH_SUBSCRIPTIONS_EMPTY}</p>
            ) : (
              <ul className={styles.linkList}>
                {subscriptions.map((subscription) => (
                  <li key={subscription.id} className={styles.dangerRow}>
                    <span className={styles.dangerText}>
                      <span className={styles.dangerTitle}>{subscription.label}</span>
                      <span className={styles.note}>Since {instantDay(subscription.created_at)}</span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={saving}
                      onClick={() => void removeBrowser(subscription.id)}
                    >
                      {PUSH_SUBSCRIPTION_REMOVE}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
