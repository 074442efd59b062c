// What the score rests on, in small honest print (docs/score.md: every score explains itself):
// how confident it is, whether the personal baseline is still calibrating, and the factors
// that add the most points. No score → says so, instead of letting "0%" pass for good news.
import type { BurnoutScore, ScoreFactor } from "@evenkeel/contracts";
import { scoreStanding } from "@evenkeel/domain";
import * as styles from "./ScoreExplanation.css";

const FACTOR_LABELS: Record<ScoreFactor, string> = {
  mood: "Mood",
  recovery: "Recovery",
  hrv: "HRV",
  sleep_quality: "Sleep",
  strain: "Strain",
};

const TOP_FACTORS = 3;

function topContributors(details: BurnoutScore): Array<{ factor: ScoreFactor; points: number }> {
  return Object.entries(details.contributions ?? {})
    .filter((entry): entry is [ScoreFactor, number] => typeof entry[1] === "number" && entry[1] >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_FACTORS)
    .map(([factor, points]) => ({ factor, points }));
}

export function ScoreExplanation({ score, details }: { score: number | null; details: BurnoutScore | null }) {
  if (score === null || details === null) {
    return (
      <p className={styles.note}>
        No risk score for this day yet. It appears once a few days of data are in.
      </p>
    );
  }
  const contributors = topContributors(details);
  const { basedOn } = scoreStanding(details);
  const hasContributions = details.contributions !== undefined;
  return (
    <div className={styles.root}>
      <dl className={styles.facts}>
        {details.confidence_score != null && (
          <div className={styles.fact}>
            <dt>Confidence</dt>
            <dd>{Math.round(details.confidence_score)}%</dd>
          </div>
        )}
        {details.data_points_used != null && (
          <div className={styles.fact}>
            <dt>Days in this score</dt>
            <dd>{details.data_points_used}</dd>
          </div>
        )}
      </dl>
      {basedOn && <p className={styles.note}>{basedOn}</p>}
      {details.calibrating && (
        <p className={styles.note}>Calibrating: your personal baseline needs about two weeks of data.</p>
      )}
      {contributors.length > 0 && (
        <p className={styles.note}>
          Adding most:{" "}
          {contributors
            .map(({ factor, points }) => `${FACTOR_LABELS[factor]} +${points.toFixed(1)}`)
            .join(", ")}{" "}
          points
        </p>
      )}
      {hasContributions && contributors.length === 0 && (
        <p className={styles.note}>None of your factors is adding to the risk right now.</p>
      )}
      {details.algorithm_version && <p className={styles.version}>Score model {details.algorithm_version}</p>}
    </div>
  );
}
