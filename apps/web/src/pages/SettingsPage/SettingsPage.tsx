// /settings (SPEC §2): account, wearable connection, preferences and the danger zone.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";

export function SettingsPage() {
  useDocumentTitle(PAGE_TITLES.settings);
  return <PageHeader title={PAGE_NAMES.settings} />;
}
