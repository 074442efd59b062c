// "Latest Insights" (docs/screens.md): the newest insight as a compact teaser, or the
// empty state.
import type { Insight } from "@evenkeel/contracts";
import { Link } from "react-router";
import { Card } from "../../components/Card/Card";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { InsightCard } from "../../components/InsightCard/InsightCard";
import * as styles from "./DashboardPage.css";

export function LatestInsight({ insight }: { insight: Insight | null }) {
  return (
    <Card
      title="Latest Insights"
      actions={
        <Link className={styles.sectionLink} to="/insights">
          View all
        </Link>
      }
    >
      {insight ? (
        <InsightCard key={insight.id} insight={insight} teaser />
      ) : (
        <EmptyState
          icon="insights"
          title="No AI Insights Yet"
          message="Keep tracking your health metrics to receive personalized insights"
        />
      )}
    </Card>
  );
}
