// Settings › Wearable Connection › Preferred sources (docs/decisions/031): for each metric that
// more than one source has data for, which source the screens and the score read. Shown only
// then: with one source there is nothing to choose. Any source name works (providers, imports).
import {
  defaultSourceOption,
  METRIC_SOURCE_LABELS,
  type MetricSourceChoice,
  metricSourceDisplayName,
  PREFERRED_SOURCES_EXPLAINED,
  PREFERRED_SOURCES_TITLE,
} from "@evenkeel/contracts";
import { Notice } from "../../components/Notice/Notice";
import * as styles from "./PreferredSources.css";
import { useMetricSources } from "./useMetricSources";

const DEFAULT_VALUE = "";

export function PreferredSources() {
  const { sources, saving, feedback, choose } = useMetricSources();
  const choosable = (sources?.metrics ?? []).filter((row) => row.sources.length > 1);
  if (choosable.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="preferred-sources-heading">
      <h3 id="preferred-sources-heading" className={styles.heading}>
        {PREFERRED_SOURCES_TITLE}
      </h3>
      <p className={styles.explained}>{PREFERRED_SOURCES_EXPLAINED}</p>
      {feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}
      <div className={styles.grid}>
        {choosable.map((row) => (
          <MetricSourceSelect
            key={row.metric}
            row={row}
            defaultSource={sources?.sources.find((source) => row.sources.includes(source)) ?? null}
            disabled={saving}
            onChoose={(source) => void choose({ metric: row.metric, source })}
          />
        ))}
      </div>
    </section>
  );
}

interface MetricSourceSelectProps {
  row: MetricSourceChoice;
  /** The source the default order reads for this metric. */
  defaultSource: string | null;
  disabled: boolean;
  onChoose: (source: string | null) => void;
}

function MetricSourceSelect({ row, defaultSource, disabled, onChoose }: MetricSourceSelectProps) {
  const id = `metric-source-${row.metric}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {METRIC_SOURCE_LABELS[row.metric]}
      </label>
      <select
        id={id}
        className={styles.select}
        value={row.preferred ?? DEFAULT_VALUE}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value === DEFAULT_VALUE ? null : event.target.value)}
      >
        <option value={DEFAULT_VALUE}>
          {defaultSourceOption(defaultSource ? metricSourceDisplayName(defaultSource) : null)}
        </option>
        {row.sources.map((source) => (
          <option key={source} value={source}>
            {metricSourceDisplayName(source)}
          </option>
        ))}
      </select>
    </div>
  );
}
