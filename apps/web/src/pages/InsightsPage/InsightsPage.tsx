// /insights (SPEC §2): generated insights, their feedback and the insight types.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";

export function InsightsPage() {
  useDocumentTitle(PAGE_TITLES.insights);
  return <PageHeader title={PAGE_NAMES.insights} />;
}
