// One metric as a ring (visx): a soft full circle, the value's share of the ring's maximum
// as a coloured arc, and the value in the middle. Size comes from the parent.
import { Group } from "@visx/group";
import { Arc } from "@visx/shape";
import * as styles from "./MetricRingsCarousel.css";

type MetricRingProps = {
  size: number;
  /** null draws an empty ring with "--". */
  value: number | null;
  max: number;
  text: string;
  series: styles.RingSeries;
};

export function MetricRing({ size, value, max, text, series }: MetricRingProps) {
  const outer = size / 2 - 2;
  const thickness = Math.max(6, size * 0.1);
  const share = value === null ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <Group top={size / 2} left={size / 2}>
        <Arc
          className={styles.ringTrack}
          innerRadius={outer - thickness}
          outerRadius={outer}
          startAngle={0}
          endAngle={2 * Math.PI}
        />
        {share > 0 && (
          <Arc
            className={styles.ringValue({ series })}
            innerRadius={outer - thickness}
            outerRadius={outer}
            startAngle={0}
            endAngle={2 * Math.PI * share}
            cornerRadius={thickness / 2}
          />
        )}
        <text className={styles.ringText} textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      </Group>
    </svg>
  );
}
