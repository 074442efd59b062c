// /history (SPEC §2): health metrics over 7, 14 or 30 days and the burnout-risk table.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";

export function HistoryPage() {
  useDocumentTitle(PAGE_TITLES.history);
  return <PageHeader title={PAGE_NAMES.history} />;
}
