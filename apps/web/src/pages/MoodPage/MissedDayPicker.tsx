// "Add a missed day": a date up to 30 days back. A date with a mood goes to edit;
// a date without one opens the form for that date. Today stays with the usual form. While the
// picker is open without a date, the form waits (the panel disables rating and saving), the
// date field has focus, and Cancel goes back to today.
import {
  ADD_MISSED_DAY,
  MISSED_DAY_CANCEL,
  MISSED_DAY_DATE_LABEL,
  MISSED_DAY_MAX_DAYS_BACK,
  type Mood,
  missedDayOutOfRange,
  missedDayRange,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { useEffect, useRef, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { Button } from "../../components/Button/Button";
import { Notice } from "../../components/Notice/Notice";
import { TextField } from "../../components/TextField/TextField";
import { shortDate } from "../../dates/formatDates";
import * as styles from "./MoodPage.css";
import { MOOD_SAVE_FAILED } from "./useMoodEditor";

type MissedDayPickerProps = {
  today: string;
  open: boolean;
  onOpen: () => void;
  onCancel: () => void;
  onEdit: (mood: Mood) => void;
  onBackfill: (date: string) => void;
};

export function MissedDayPicker({ today, open, onOpen, onCancel, onEdit, onBackfill }: MissedDayPickerProps) {
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const earliest = addDays(today, -MISSED_DAY_MAX_DAYS_BACK);
  const latest = addDays(today, -1);

  useEffect(() => {
    if (open) dateField.current?.focus();
    else setError(null);
  }, [open]);

  const choose = async (date: string) => {
    setError(null);
    if (!date) return;
    if (date < earliest || date > latest) {
      setError(missedDayOutOfRange(MISSED_DAY_MAX_DAYS_BACK));
      return;
    }
    try {
      const [existing] = await utils.mood.list.fetch({ start_date: date, end_date: date, limit: 1 });
      if (existing) onEdit(existing);
      else onBackfill(date);
    } catch (failure) {
      setError(errorDetail(failure, MOOD_SAVE_FAILED));
    }
  };

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={onOpen}>
        {ADD_MISSED_DAY}
      </Button>
    );
  }
  return (
    <div className={styles.notices}>
      <div className={styles.missedDayPicker}>
        <TextField
          ref={dateField}
          label={MISSED_DAY_DATE_LABEL}
          hint={missedDayRange(shortDate(earliest), shortDate(latest))}
          type="date"
          min={earliest}
          max={latest}
          onChange={(event) => void choose(event.target.value)}
        />
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {MISSED_DAY_CANCEL}
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
