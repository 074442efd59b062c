// trend_analysis structured data (SPEC §3): overview, trends, patterns, recommendations.
import type { TrendAnalysisData } from "@evenkeel/contracts";
import { Chip } from "../Chip/Chip";
import { Icon } from "../Icon/Icon";
import { DetailSection } from "./DetailSection";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";
import { DIRECTION, IMPORTANCE } from "./levelWords";

export function TrendAnalysisDetails({ data, content }: { data: TrendAnalysisData; content: string }) {
  return (
    <div className={styles.sections}>
      {isNewLead(data.overview, content) && <p className={styles.lead}>{data.overview}</p>}

      <DetailSection title="Trends" count={data.trends.length}>
        <ul className={styles.list}>
          {data.trends.map((trend) => (
            <li key={trend.metric} className={styles.item}>
              <span className={styles.itemHead}>
                <span className={styles.itemTitle}>{trend.metric}</span>
                <span className={styles.trendWord}>
                  <Icon name={DIRECTION[trend.direction].icon} size="sm" />
                  {DIRECTION[trend.direction].word}
                </span>
                <Chip tone={IMPORTANCE[trend.significance].tone}>
                  {IMPORTANCE[trend.significance].word} significance
                </Chip>
              </span>
              <span className={styles.itemText}>{trend.insight}</span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Patterns" count={data.patterns.length}>
        <ul className={styles.list}>
          {data.patterns.map((pattern) => (
            <li key={pattern.pattern} className={styles.item}>
              <span className={styles.itemTitle}>{pattern.pattern}</span>
              <span className={styles.itemText}>{pattern.observation}</span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Recommendations" count={data.recommendations.length}>
        <ul className={styles.list}>
          {data.recommendations.map((recommendation) => (
            <li key={`${recommendation.based_on}-${recommendation.action}`} className={styles.item}>
              <span className={styles.itemTitle}>{recommendation.action}</span>
              <span className={styles.itemText}>Based on: {recommendation.based_on}</span>
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
