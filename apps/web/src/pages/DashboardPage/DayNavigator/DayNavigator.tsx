// Which day the dashboard shows (docs/screens.md): arrows either side of "Today", "Yesterday" or a
// long date, with a short date beneath. The next arrow is disabled on today.
import { Button } from "../../../components/Button/Button";
import { Icon } from "../../../components/Icon/Icon";
import { dayLabel, shortDate } from "../../../dates/formatDates";
import { visuallyHidden } from "../../../styles/visuallyHidden.css";
import * as styles from "./DayNavigator.css";

type DayNavigatorProps = {
  date: string;
  today: string;
  onPrevious: () => void;
  onNext: () => void;
};

export function DayNavigator({ date, today, onPrevious, onNext }: DayNavigatorProps) {
  return (
    <fieldset className={styles.root}>
      <legend className={visuallyHidden}>Selected day</legend>
      <Button variant="ghost" className={styles.arrow} aria-label="Previous day" onClick={onPrevious}>
        <Icon name="chevronLeft" size="lg" />
      </Button>
      <p className={styles.label} aria-live="polite">
        <span className={styles.day}>{dayLabel(date, today)}</span>
        <span className={styles.date}>{shortDate(date)}</span>
      </p>
      <Button
        variant="ghost"
        className={styles.arrow}
        aria-label="Next day"
        onClick={onNext}
        disabled={date >= today}
      >
        <Icon name="chevronRight" size="lg" />
      </Button>
    </fieldset>
  );
}
