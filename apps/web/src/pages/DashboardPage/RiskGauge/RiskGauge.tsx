// The burnout risk gauge (SPEC §2, §9): the score as a percent (0 when there is none), the
// level label ("Low Risk"…) and its description, with the level from the gauge bands
// 25/50/75. Below it, in small print, what the score rests on (ScoreExplanation).
import {
  type BurnoutScore,
  GAUGE_DESCRIPTIONS,
  lowConfidenceExplanation,
  RISK_LABELS,
} from "@evenkeel/contracts";
import { gaugeRiskLevel, needsQualifier, qualifiedLevelLabel, scoreStanding } from "@evenkeel/domain";
import { useParentSize } from "@visx/responsive";
import { RiskBadge } from "../../../components/RiskBadge/RiskBadge";
import { visuallyHidden } from "../../../styles/visuallyHidden.css";
import * as styles from "./RiskGauge.css";
import { RiskGaugeArc } from "./RiskGaugeArc";
import { ScoreExplanation } from "./ScoreExplanation";

type RiskGaugeProps = {
  /** metrics.burnout_risk_score; null when the day has no score. */
  score: number | null;
  /** The stored score with its explanation, when there is one. */
  details: BurnoutScore | null;
};

export function RiskGauge({ score, details }: RiskGaugeProps) {
  const value = score ?? 0;
  const level = gaugeRiskLevel(score);
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  // Issue 15: a low-confidence day never shows "High Risk"/"Critical Risk" unqualified.
  const standing = details ? scoreStanding(details) : null;
  const qualified = standing !== null && needsQualifier(level, standing);

  return (
    <div className={styles.root}>
      <div ref={parentRef} className={styles.frame}>
        {width > 0 && height > 0 && (
          <RiskGaugeArc width={width} height={height} score={value} level={level} />
        )}
      </div>
      <p className={visuallyHidden}>{`Burnout risk score ${Math.round(value)}%`}</p>
      <RiskBadge
        level={level}
        label={standing ? qualifiedLevelLabel(RISK_LABELS[level], level, standing) : RISK_LABELS[level]}
      />
      <p className={styles.description}>{GAUGE_DESCRIPTIONS[level]}</p>
      {qualified && (
        <p className={styles.qualifier}>
          {lowConfidenceExplanation(details?.confidence_score ?? 0, standing.basedOnWhich)}
        </p>
      )}
      <ScoreExplanation score={score} details={details} />
    </div>
  );
}
