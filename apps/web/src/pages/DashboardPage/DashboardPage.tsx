// /dashboard (SPEC §2): latest metrics, burnout risk, trends, insight and progress.
import { PAGE_NAMES, PAGE_TITLES } from "@evenkeel/contracts";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { PageHeader } from "../../components/PageHeader/PageHeader";

export function DashboardPage() {
  useDocumentTitle(PAGE_TITLES.dashboard);
  return <PageHeader title={PAGE_NAMES.dashboard} subtitle="Track your health metrics and burnout risk" />;
}
