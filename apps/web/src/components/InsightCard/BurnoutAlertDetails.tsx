// burnout_alert structured data: level and message, warning signs, immediate
// actions with why and when, and support resources.
import { type BurnoutAlertData, RISK_LABELS } from "@evenkeel/contracts";
import { RiskBadge } from "../RiskBadge/RiskBadge";
import { IconWord, TitledText } from "./DetailItemParts";
import { DetailBullets, DetailList } from "./DetailList";
import { ImportanceChip } from "./ImportanceChip";
import * as styles from "./InsightCard.css";
import { isNewLead } from "./InsightContent";

export function BurnoutAlertDetails({ data, content }: { data: BurnoutAlertData; content: string }) {
  return (
    <div className={styles.sections}>
      <div className={styles.section}>
        <span className={styles.itemHead}>
          <RiskBadge level={data.risk_level} label={RISK_LABELS[data.risk_level]} />
        </span>
        {isNewLead(data.message, content) && <p className={styles.lead}>{data.message}</p>}
      </div>

      <DetailList title="Warning Signs" items={data.warning_signs} itemKey={(warning) => warning.sign}>
        {(warning) => (
          <>
            <span className={styles.itemHead}>
              <ImportanceChip level={warning.severity} aspect="severity" />
            </span>
            <span className={styles.itemTitle}>{warning.sign}</span>
          </>
        )}
      </DetailList>

      <DetailList title="Immediate Actions" items={data.immediate_actions} itemKey={(step) => step.action}>
        {(step) => (
          <>
            <TitledText title={step.action} text={step.why} />
            <IconWord icon="clock">{step.timeframe}</IconWord>
          </>
        )}
      </DetailList>

      <DetailBullets title="Support Resources" items={data.support_resources} />
    </div>
  );
}
