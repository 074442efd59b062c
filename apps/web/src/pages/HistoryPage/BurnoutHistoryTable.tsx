// The "Burnout Risk History" table of /history (docs/screens.md): date, score, level badge, confidence
// and data points. A score without a level uses the history fallback bands (docs/screens.md).
// Each row also says what each day stood on ("3 of 5 signals"), the version that scored it, and
// the low-confidence qualifier on high and critical. One level per day (docs/score.md): the level is the stored one, the
// same the gauge and the alert page show, with the rule that holds it apart from the number.
import { type BurnoutScore, RISK_LEVEL_WORDS, type RiskLevel } from "@evenkeel/contracts";
import {
  historyRiskLabel,
  needsQualifier,
  qualifiedLevelLabel,
  scoreStanding,
  shownLevel,
} from "@evenkeel/domain";
import { RiskBadge } from "../../components/RiskBadge/RiskBadge";
import { compactDate } from "../../dates/formatDates";
import { todayIso } from "../../dates/today";
import * as styles from "./HistoryPage.css";

const historyFallback = (value: number) => historyRiskLabel(value).toLowerCase() as RiskLevel;

function percent(value: number | null | undefined, decimals: number): string {
  return value === null || value === undefined ? "N/A" : `${value.toFixed(decimals)}%`;
}

const COLUMNS = ["Date", "Risk Score", "Risk Level", "Confidence", "Data Points", "Based On", "Version"];

export function BurnoutHistoryTable({ scores }: { scores: BurnoutScore[] }) {
  const today = todayIso();
  return (
    <section
      className={styles.tableScroller}
      aria-label="Burnout risk history table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => {
            const shown = shownLevel(score, historyFallback);
            const level = shown.level;
            const standing = scoreStanding(score);
            const qualified = needsQualifier(level, standing);
            return (
              <tr key={score.id}>
                <th scope="row" className={styles.rowHeader}>
                  <time dateTime={score.date}>{compactDate(score.date, today)}</time>
                </th>
                <td className={styles.cell}>{percent(score.overall_risk_score, 1)}</td>
                <td className={styles.cell}>
                  <RiskBadge
                    level={level}
                    label={qualifiedLevelLabel(RISK_LEVEL_WORDS[level], level, standing)}
                  />
                  {shown.note && <span className={styles.cellNote}>{shown.note}</span>}
                </td>
                <td className={styles.cell}>{percent(score.confidence_score, 0)}</td>
                <td className={styles.cell}>{score.data_points_used ?? "N/A"}</td>
                <td className={styles.cell}>
                  {standing.signals ? `${standing.signals.used} of ${standing.signals.total} signals` : "N/A"}
                  {qualified && standing.basedOnWhich && (
                    <span className={styles.cellNote}>{standing.basedOnWhich}</span>
                  )}
                </td>
                <td className={styles.cell}>{score.algorithm_version ?? "N/A"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
