// The summary of a finished import (days per metric, the date range, what was skipped and why,
// the rescoring of the touched days) and the list of earlier imports, for Settings › Import data.
import {
  DATA_IMPORT_DONE,
  DATA_IMPORT_EARLIER,
  DATA_IMPORT_FAILED,
  DATA_IMPORT_KIND_NAMES,
  DATA_IMPORT_METRIC_LABELS,
  DATA_IMPORT_METRICS,
  DATA_IMPORT_NOTHING_CHANGED,
  DATA_IMPORT_NOTHING_SKIPPED,
  DATA_IMPORT_PER_METRIC,
  DATA_IMPORT_RESCORING,
  DATA_IMPORT_RUNNING,
  DATA_IMPORT_SKIPPED_TITLE,
  type DataImport,
  dataImportChangedPart,
  dataImportDaysLine,
  dataImportEarlierLine,
  dataImportIgnoredColumnsLine,
  dataImportRange,
  dataImportSkippedLine,
  dataImportSummary,
  dataImportUnchanged,
} from "@evenkeel/contracts";
import { trpc } from "../../api/trpc";
import { Notice } from "../../components/Notice/Notice";
import { ProgressBar } from "../../components/ProgressBar/ProgressBar";
import { shortDate } from "../../dates/formatDates";
import * as styles from "./ImportDataSection.css";
import * as page from "./SettingsPage.css";

const RESCORING_POLL_MS = 2000;

export function Summary({ entry }: { entry: DataImport }) {
  const kind = DATA_IMPORT_KIND_NAMES[entry.kind];
  const metrics = DATA_IMPORT_METRICS.filter((metric) => (entry.days_per_metric[metric] ?? 0) > 0);
  const rescoring = trpc.burnout.rescoring.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.state === "running" ? RESCORING_POLL_MS : false),
  });
  return (
    <div className={styles.summary}>
      {/* The same file again changes nothing, and says so (days_changed null: counted before it existed). */}
      <Notice tone={entry.days_changed === 0 ? "info" : "success"}>
        <strong>{entry.days_changed === 0 ? DATA_IMPORT_NOTHING_CHANGED : DATA_IMPORT_DONE}.</strong>{" "}
        {entry.days_changed === 0
          ? dataImportUnchanged(kind, entry.days_imported)
          : `${dataImportSummary(kind, entry.days_imported, entry.records_imported)}${dataImportChangedPart(entry.days_changed ?? entry.days_imported, entry.days_imported)}`}{" "}
        {entry.first_date &&
          entry.last_date &&
          `${dataImportRange(shortDate(entry.first_date), shortDate(entry.last_date))}.`}
      </Notice>
      {rescoring.data?.state === "running" && (
        <ProgressBar label={DATA_IMPORT_RESCORING} share={rescoring.data.percent / 100} />
      )}
      <div className={styles.summaryGrid}>
        <div>
          <h3 className={styles.listTitle}>{DATA_IMPORT_PER_METRIC}</h3>
          <dl className={styles.counts}>
            {metrics.map((metric) => (
              <div key={metric} className={styles.countRow}>
                <dt>{DATA_IMPORT_METRIC_LABELS[metric]}</dt>
                <dd className={styles.countValue}>
                  {dataImportDaysLine(entry.days_per_metric[metric] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className={styles.listTitle}>{DATA_IMPORT_SKIPPED_TITLE}</h3>
          {entry.skipped.length === 0 ? (
            <p className={page.note}>{DATA_IMPORT_NOTHING_SKIPPED}</p>
          ) : (
            <ul className={styles.skippedList}>
              {entry.skipped.map((skip) => (
                <li key={skip.reason}>
                  {skip.names
                    ? dataImportIgnoredColumnsLine(skip.names)
                    : dataImportSkippedLine(skip.count, skip.reason)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

export function EarlierImports({ entries }: { entries: DataImport[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className={styles.listTitle}>{DATA_IMPORT_EARLIER}</h3>
      <ul className={styles.earlier}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className={styles.earlierName}>{entry.file_name}</span> ·{" "}
            {shortDate(entry.created_at.slice(0, 10))} ·{" "}
            {entry.status === "done"
              ? dataImportEarlierLine(entry.days_imported, entry.days_changed)
              : entry.status === "failed"
                ? DATA_IMPORT_FAILED
                : DATA_IMPORT_RUNNING}
          </li>
        ))}
      </ul>
    </div>
  );
}
