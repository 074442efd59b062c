// burnout_alert structured data (SPEC §3): level and message, warning signs, immediate
// actions with why and when, and support resources.
import { type BurnoutAlertData, RISK_LABELS } from "@evenkeel/contracts";
import { Chip } from "../Chip/Chip";
import { Icon } from "../Icon/Icon";
import { RiskBadge } from "../RiskBadge/RiskBadge";
import { DetailSection } from "./DetailSection";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";
import { IMPORTANCE } from "./levelWords";

export function BurnoutAlertDetails({ data, content }: { data: BurnoutAlertData; content: string }) {
  return (
    <div className={styles.sections}>
      <div className={styles.section}>
        <span className={styles.itemHead}>
          <RiskBadge level={data.risk_level} label={RISK_LABELS[data.risk_level]} />
        </span>
        {isNewLead(data.message, content) && <p className={styles.lead}>{data.message}</p>}
      </div>

      <DetailSection title="Warning Signs" count={data.warning_signs.length}>
        <ul className={styles.list}>
          {data.warning_signs.map((warning) => (
            <li key={warning.sign} className={styles.item}>
              <span className={styles.itemHead}>
                <Chip tone={IMPORTANCE[warning.severity].tone}>
                  {IMPORTANCE[warning.severity].word} severity
                </Chip>
              </span>
              <span className={styles.itemTitle}>{warning.sign}</span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Immediate Actions" count={data.immediate_actions.length}>
        <ul className={styles.list}>
          {data.immediate_actions.map((step) => (
            <li key={step.action} className={styles.item}>
              <span className={styles.itemTitle}>{step.action}</span>
              <span className={styles.itemText}>{step.why}</span>
              <span className={styles.trendWord}>
                <Icon name="clock" size="sm" />
                {step.timeframe}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Support Resources" count={data.support_resources.length}>
        <ul className={styles.bullets}>
          {data.support_resources.map((resource) => (
            <li key={resource}>{resource}</li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
