// trend_analysis structured data: overview, trends, patterns, recommendations.
import type { TrendAnalysisData } from "@evenkeel/contracts";
import { IconWord, TitledText } from "./DetailItemParts";
import { DetailList } from "./DetailList";
import { ImportanceChip } from "./ImportanceChip";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";
import { DIRECTION } from "./levelWords";

type Recommendation = TrendAnalysisData["recommendations"][number];

/** One action may be recommended on more than one ground. */
const recommendationKey = (recommendation: Recommendation) =>
  `${recommendation.based_on}-${recommendation.action}`;

export function TrendAnalysisDetails({ data, content }: { data: TrendAnalysisData; content: string }) {
  return (
    <div className={styles.sections}>
      {isNewLead(data.overview, content) && <p className={styles.lead}>{data.overview}</p>}

      <DetailList title="Trends" items={data.trends} itemKey={(trend) => trend.metric}>
        {(trend) => (
          <TitledText title={trend.metric} text={trend.insight}>
            <IconWord icon={DIRECTION[trend.direction].icon}>{DIRECTION[trend.direction].word}</IconWord>
            <ImportanceChip level={trend.significance} aspect="significance" />
          </TitledText>
        )}
      </DetailList>

      <DetailList title="Patterns" items={data.patterns} itemKey={(pattern) => pattern.pattern}>
        {(pattern) => <TitledText title={pattern.pattern} text={pattern.observation} />}
      </DetailList>

      <DetailList title="Recommendations" items={data.recommendations} itemKey={recommendationKey}>
        {(recommendation) => (
          <TitledText title={recommendation.action} text={`Based on: ${recommendation.based_on}`} />
        )}
      </DetailList>
    </div>
  );
}
