// /settings (docs/screens.md): Account, Wearable Connection, Import data, Language Model
// Insights (docs/decisions/027),
// Preferences and the alert history (docs/notifications.md) and the Danger Zone.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { AccountSection } from "./AccountSection";
import { AlertHistorySection } from "./AlertHistorySection";
import { DangerZone } from "./DangerZone";
import { DataSection } from "./DataSection";
import { ImportDataSection } from "./ImportDataSection";
import { NarratorSection } from "./NarratorSection";
import { PreferencesSection } from "./PreferencesSection";
import * as styles from "./SettingsPage.css";
import { WearableSection } from "./WearableSection";

export function SettingsPage() {
  useDocumentTitle(PAGE_TITLES.settings);
  return (
    <div className={styles.stack}>
      <PageHeader title={PAGE_NAMES.settings} subtitle="Manage your account, wearable and data" />
      <AccountSection />
      <WearableSection />
      <ImportDataSection />
      <NarratorSection />
      <PreferencesSection />
      <AlertHistorySection />
      <DataSection />
      <DangerZone />
    </div>
  );
}
