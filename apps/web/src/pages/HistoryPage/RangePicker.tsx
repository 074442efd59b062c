// "Last 7 days" / "Last 14 days" / "Last 30 days" (HISTORY_RANGE_DAYS) and the
// "Showing data from X to Y" line.
import { HISTORY_RANGE_DAYS } from "@evenkeel/contracts";
import { Icon } from "../../components/Icon/Icon";
import { shortDate } from "../../dates/formatDates";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import * as styles from "./HistoryPage.css";
import type { HistoryRange } from "./historyRange";

type RangePickerProps = { days: number; range: HistoryRange; onChange: (days: number) => void };

export function RangePicker({ days, range, onChange }: RangePickerProps) {
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.ranges}>
        <legend className={visuallyHidden}>Date range</legend>
        {HISTORY_RANGE_DAYS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.rangeButton({ selected: option === days })}
            aria-pressed={option === days}
            onClick={() => onChange(option)}
          >
            Last {option} days
          </button>
        ))}
      </fieldset>
      <p className={styles.rangeText} aria-live="polite">
        <Icon name="calendar" size="sm" />
        Showing data from {shortDate(range.start)} to {shortDate(range.end)}
      </p>
    </div>
  );
}
