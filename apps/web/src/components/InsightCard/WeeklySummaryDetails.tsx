// weekly_summary structured data: summary, key metrics, focus areas, recommendations.
import type { WeeklySummaryData } from "@evenkeel/contracts";
import { Chip } from "../Chip/Chip";
import { IconWord, TitledText } from "./DetailItemParts";
import { DetailList } from "./DetailList";
import { ImportanceChip } from "./ImportanceChip";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";
import { METRIC_STATUS, METRIC_TREND } from "./levelWords";

export function WeeklySummaryDetails({ data, content }: { data: WeeklySummaryData; content: string }) {
  return (
    <div className={styles.sections}>
      {isNewLead(data.summary, content) && <p className={styles.lead}>{data.summary}</p>}

      <DetailList
        title="Key Metrics"
        items={data.key_metrics}
        itemKey={(metric) => metric.name}
        layout="grid"
      >
        {(metric) => (
          <>
            <span className={styles.itemText}>{metric.name}</span>
            <span className={styles.metricValue}>{metric.value}</span>
            <span className={styles.itemHead}>
              <IconWord icon={METRIC_TREND[metric.trend].icon}>{METRIC_TREND[metric.trend].word}</IconWord>
              <Chip tone={METRIC_STATUS[metric.status].tone}>{METRIC_STATUS[metric.status].word}</Chip>
            </span>
          </>
        )}
      </DetailList>

      <DetailList title="Focus Areas" items={data.focus_areas} itemKey={(focus) => focus.area}>
        {(focus) => (
          <TitledText title={focus.area} text={focus.description}>
            <ImportanceChip level={focus.priority} aspect="priority" />
          </TitledText>
        )}
      </DetailList>

      <DetailList
        title="Recommendations"
        items={data.recommendations}
        itemKey={(recommendation) => `${recommendation.category}-${recommendation.action}`}
      >
        {(recommendation) => (
          <>
            <span className={styles.itemHead}>
              <Chip tone="info">{recommendation.category}</Chip>
              <ImportanceChip level={recommendation.impact} aspect="impact" />
            </span>
            <span className={styles.itemTitle}>{recommendation.action}</span>
          </>
        )}
      </DetailList>
    </div>
  );
}
