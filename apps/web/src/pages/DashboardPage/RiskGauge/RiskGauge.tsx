// The burnout risk gauge (docs/screens.md): the score as a percent (0 when there is none), the
// level label ("Low Risk"…) and its description. The level is the one stored with the day's
// score (one level per day, the same as History and the alert page), with the rule
// that holds it apart from the number when one does; the gauge bands 25/50/75 only for a score
// stored without a level. Below it, in small print, what the score rests on (ScoreExplanation).
import {
  alertWaitsForDataNote,
  type BurnoutScore,
  GAUGE_DESCRIPTIONS,
  lowConfidenceExplanation,
  RISK_LABELS,
} from "@evenkeel/contracts";
import {
  alertWaitsForData,
  gaugeRiskLevel,
  needsQualifier,
  qualifiedLevelLabel,
  scoreStanding,
  shownLevel,
} from "@evenkeel/domain";
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
  const shown = shownLevel(details ?? { overall_risk_score: value }, gaugeRiskLevel);
  const level = shown.level;
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  // A low-confidence day never shows "High Risk"/"Critical Risk" unqualified.
  const standing = details ? scoreStanding(details) : null;
  const qualified = standing !== null && needsQualifier(level, standing);

  return (
    <div className={styles.root}>
      <div ref={parentRef} className={styles.frame}>
        {width > 0 && height > 0 && (
          <RiskGaugeArc
            width={width}
            height={height}
            score={value}
            level={level}
            boundaries={shown.stored ? shown.boundaries : undefined}
          />
        )}
      </div>
      <p className={visuallyHidden}>{`Burnout risk score ${Math.round(value)}%`}</p>
      <RiskBadge
        level={level}
        label={standing ? qualifiedLevelLabel(RISK_LABELS[level], level, standing) : RISK_LABELS[level]}
      />
      {shown.note && <p className={styles.held}>{shown.note}</p>}
      <p className={styles.description}>{GAUGE_DESCRIPTIONS[level]}</p>
      {qualified && (
        <p className={styles.qualifier}>
          {lowConfidenceExplanation(details?.confidence_score ?? 0, standing.basedOnWhich)}
        </p>
      )}
      {details && alertWaitsForData(details) && (
        <p className={styles.held}>{alertWaitsForDataNote(details.confidence_score ?? 0)}</p>
      )}
      <ScoreExplanation score={score} details={details} />
    </div>
  );
}
