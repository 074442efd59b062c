// The gauge's drawing (visx): the four level segments as a soft half ring, the score as a strong
// arc over them, and the score as a percent in the middle. The segments are the bands the shown
// level came from: the scoring rule's for a stored level, GAUGE_RISK_BANDS (docs/screens.md) for a
// score without one, so the needle never sits in a segment of another level's colour for no
// stated reason. Takes its size from the parent, like every chart here.
import { GAUGE_RISK_BANDS, RISK_LEVELS, type RiskLevel } from "@evenkeel/contracts";
import { Group } from "@visx/group";
import { Arc } from "@visx/shape";
import { useMemo } from "react";
import { angleOf, needleMarkRadius, START_ANGLE, showsValueArc } from "./gaugeGeometry";
import * as styles from "./RiskGauge.css";

type RiskGaugeArcProps = {
  width: number;
  height: number;
  score: number;
  level: RiskLevel;
  /** Lower boundary of each level; without them, the gauge bands of docs/screens.md. */
  boundaries?: Readonly<Record<RiskLevel, number>>;
};

/** [from, to, level] for each band, 0–100. */
function bandSegments(boundaries: RiskGaugeArcProps["boundaries"]): Array<[number, number, RiskLevel]> {
  const edges = boundaries
    ? RISK_LEVELS.slice(1).map((level) => boundaries[level])
    : GAUGE_RISK_BANDS.bands.map((band) => band.below);
  const levels = boundaries
    ? [...RISK_LEVELS]
    : [...GAUGE_RISK_BANDS.bands.map((band) => band.level), GAUGE_RISK_BANDS.otherwise];
  const bounds = [0, ...edges, 100];
  return levels.map((level, index) => [bounds[index] ?? 0, bounds[index + 1] ?? 100, level]);
}

export function RiskGaugeArc({ width, height, score, level, boundaries }: RiskGaugeArcProps) {
  const baseline = height - 34;
  const outer = Math.max(10, Math.min(width / 2 - 6, baseline - 8));
  const thickness = Math.max(10, outer * 0.2);
  const inner = outer - thickness;
  const segments = useMemo(() => bandSegments(boundaries), [boundaries]);
  const end = angleOf(score);
  const needleRadius = inner + thickness / 2;

  return (
    <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
      <Group top={baseline} left={width / 2}>
        {segments.map(([from, to, bandLevel]) => (
          <Arc
            key={bandLevel}
            className={styles.band({ level: bandLevel })}
            innerRadius={inner}
            outerRadius={outer}
            startAngle={angleOf(from)}
            endAngle={angleOf(to)}
            padAngle={0.012}
          />
        ))}
        {showsValueArc(score, needleRadius, thickness) && (
          <Arc
            className={styles.valueArc({ level })}
            innerRadius={inner}
            outerRadius={outer}
            startAngle={START_ANGLE}
            endAngle={end}
            cornerRadius={thickness / 2}
          />
        )}
        <circle
          className={styles.needle({ level })}
          cx={Math.sin(end) * needleRadius}
          cy={-Math.cos(end) * needleRadius}
          r={needleMarkRadius(thickness)}
        />
        <text className={styles.scoreText} textAnchor="middle" y={-inner * 0.22}>
          {`${Math.round(score)}%`}
        </text>
        <text className={styles.scaleText} textAnchor="middle" x={-needleRadius} y={30}>
          0
        </text>
        <text className={styles.scaleText} textAnchor="middle" x={needleRadius} y={30}>
          100
        </text>
      </Group>
    </svg>
  );
}
