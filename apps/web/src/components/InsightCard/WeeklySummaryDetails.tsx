// weekly_summary structured data (SPEC §3): summary, key metrics, focus areas, recommendations.
import type { WeeklySummaryData } from "@evenkeel/contracts";
import { Chip } from "../Chip/Chip";
import { Icon } from "../Icon/Icon";
import { DetailSection } from "./DetailSection";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";
import { IMPORTANCE, METRIC_STATUS, METRIC_TREND } from "./levelWords";

export function WeeklySummaryDetails({ data, content }: { data: WeeklySummaryData; content: string }) {
  return (
    <div className={styles.sections}>
      {isNewLead(data.summary, content) && <p className={styles.lead}>{data.summary}</p>}

      <DetailSection title="Key Metrics" count={data.key_metrics.length}>
        <ul className={styles.metricGrid}>
          {data.key_metrics.map((metric) => (
            <li key={metric.name} className={styles.item}>
              <span className={styles.itemText}>{metric.name}</span>
              <span className={styles.metricValue}>{metric.value}</span>
              <span className={styles.itemHead}>
                <span className={styles.trendWord}>
                  <Icon name={METRIC_TREND[metric.trend].icon} size="sm" />
                  {METRIC_TREND[metric.trend].word}
                </span>
                <Chip tone={METRIC_STATUS[metric.status].tone}>{METRIC_STATUS[metric.status].word}</Chip>
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Focus Areas" count={data.focus_areas.length}>
        <ul className={styles.list}>
          {data.focus_areas.map((focus) => (
            <li key={focus.area} className={styles.item}>
              <span className={styles.itemHead}>
                <span className={styles.itemTitle}>{focus.area}</span>
                <Chip tone={IMPORTANCE[focus.priority].tone}>{IMPORTANCE[focus.priority].word} priority</Chip>
              </span>
              <span className={styles.itemText}>{focus.description}</span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Recommendations" count={data.recommendations.length}>
        <ul className={styles.list}>
          {data.recommendations.map((recommendation) => (
            <li key={`${recommendation.category}-${recommendation.action}`} className={styles.item}>
              <span className={styles.itemHead}>
                <Chip tone="info">{recommendation.category}</Chip>
                <Chip tone={IMPORTANCE[recommendation.impact].tone}>
                  {IMPORTANCE[recommendation.impact].word} impact
                </Chip>
              </span>
              <span className={styles.itemTitle}>{recommendation.action}</span>
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
