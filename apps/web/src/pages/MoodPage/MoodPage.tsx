// /mood (SPEC §2): mood statistics, the mood form and the mood history.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";

export function MoodPage() {
  useDocumentTitle(PAGE_TITLES.mood);
  return <PageHeader title={PAGE_NAMES.mood} subtitle="Track and manage your daily mood ratings" />;
}
