// /insights (docs/screens.md): generate an insight of a chosen type, read, rate and delete insights,
// and see which wearable signals have come before the person's low days.
import {
  DEFAULT_INSIGHT_GENERATION_DAYS,
  INSIGHT_GENERATION_FAILED,
  INSIGHTS_LOAD_FAILED,
  type InsightType,
  PAGE_NAMES,
  PAGE_TITLES,
  PRODUCT_NAME,
} from "@evenkeel/contracts";
import { errorDetail } from "../../api/apiErrors";
import { useInvalidateInsights } from "../../api/invalidation";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { InsightCard } from "../../components/InsightCard/InsightCard";
import { Notice } from "../../components/Notice/Notice";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { Spinner } from "../../components/Spinner/Spinner";
import { AboutInsights } from "./AboutInsights";
import { GenerateInsightMenu } from "./GenerateInsightMenu";
import * as styles from "./InsightsPage.css";
import { InsightTypesPanel } from "./InsightTypesPanel";
import { PersonalSignalsCard } from "./PersonalSignalsCard";

export function InsightsPage() {
  useDocumentTitle(PAGE_TITLES.insights);
  const insights = trpc.insights.list.useQuery({});
  const refresh = useInvalidateInsights();
  const generate = trpc.insights.generate.useMutation({ onSuccess: refresh });

  const hasInsights = (insights.data?.length ?? 0) > 0;
  const onGenerate = (type: InsightType) =>
    generate.mutate({ insight_type: type, days: DEFAULT_INSIGHT_GENERATION_DAYS });

  return (
    <>
      <PageHeader
        title={PAGE_NAMES.insights}
        subtitle="Personal insights written from your own health and mood data"
        actions={
          <GenerateInsightMenu
            label={hasInsights || !insights.data ? "Generate New Insight" : "Generate Your First Insight"}
            generating={generate.isPending}
            onGenerate={onGenerate}
          />
        }
      />
      <div className={styles.page}>
        {generate.error && (
          <Notice tone="error">{errorDetail(generate.error, INSIGHT_GENERATION_FAILED)}</Notice>
        )}
        <AboutInsights />
        <PersonalSignalsCard />
        <div className={styles.layout}>
          <section className={styles.list} aria-labelledby="your-insights" aria-busy={generate.isPending}>
            <h2 id="your-insights" className={styles.listTitle}>
              Your Insights
            </h2>
            {generate.isPending && <Spinner label="Writing your insight..." />}
            {insights.error ? (
              <ErrorState
                title="Error Loading Insights"
                message={INSIGHTS_LOAD_FAILED}
                onRetry={() => void insights.refetch()}
              />
            ) : insights.isPending ? (
              <Spinner label="Loading insights..." />
            ) : insights.data.length === 0 ? (
              <EmptyState
                icon="insights"
                titleLevel="h2"
                title="No Insights Yet"
                message={`Choose an insight type above and ${PRODUCT_NAME} will write one from your recent data.`}
              />
            ) : (
              insights.data.map((insight) => <InsightCard key={insight.id} insight={insight} />)
            )}
          </section>
          <aside className={styles.aside}>
            <InsightTypesPanel />
          </aside>
        </div>
      </div>
    </>
  );
}
