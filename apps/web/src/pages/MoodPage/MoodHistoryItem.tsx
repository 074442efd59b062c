// One day in the Mood History list (docs/screens.md): emoji, day label, "rating/10", notes, the time
// it was logged, and edit / delete. A day logged later (a missed day) says when it was added
// and for which day, since its time alone would read as that day's.
import { type Mood, moodAddedLater, moodEmoji, moodLoggedAt } from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Chip } from "../../components/Chip/Chip";
import { Icon } from "../../components/Icon/Icon";
import { moodTagWords } from "../../components/MoodTagChips/MoodTagChips";
import { compactDate, compactDayLabel, localDayOf, timeOfDay } from "../../dates/formatDates";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import * as styles from "./MoodPage.css";

type MoodHistoryItemProps = {
  mood: Mood;
  today: string;
  editing: boolean;
  deleting: boolean;
  onEdit: (mood: Mood) => void;
  onDelete: (mood: Mood) => void;
};

function loggedWhen(mood: Mood, today: string): string {
  const time = timeOfDay(mood.created_at);
  const addedOn = localDayOf(mood.created_at);
  if (addedOn === mood.date) return moodLoggedAt(time);
  // "today" and "yesterday" sit mid-sentence; other days read "on Nov 28".
  const label = compactDayLabel(addedOn, today);
  const when = label === compactDate(addedOn, today) ? `on ${label}` : label.toLowerCase();
  return moodAddedLater(when, time, compactDate(mood.date, today));
}

export function MoodHistoryItem({ mood, today, editing, deleting, onEdit, onDelete }: MoodHistoryItemProps) {
  const day = compactDayLabel(mood.date, today);
  return (
    <li className={styles.entry({ editing })} aria-label={`${day}: ${mood.rating} out of 10`}>
      <span className={styles.emoji} aria-hidden="true">
        {moodEmoji(mood.rating)}
      </span>
      <div className={styles.entryBody}>
        <div className={styles.entryHead}>
          <span className={styles.entryDate}>{day}</span>
          <span className={styles.ratingBadge}>{mood.rating}/10</span>
          {editing && <span className={styles.created}>Editing</span>}
        </div>
        {mood.notes && <p className={styles.notes}>{mood.notes}</p>}
        {mood.tags.length > 0 && (
          <p className={styles.tags}>
            <span className={visuallyHidden}>Tags: </span>
            {moodTagWords(mood.tags).map((word) => (
              <Chip key={word}>{word}</Chip>
            ))}
          </p>
        )}
        <span className={styles.created}>
          <Icon name="clock" size="sm" />
          <time dateTime={mood.created_at}>{loggedWhen(mood, today)}</time>
        </span>
      </div>
      <div className={styles.entryActions}>
        <Button variant="ghost" size="sm" aria-label={`Edit mood for ${day}`} onClick={() => onEdit(mood)}>
          <Icon name="edit" size="sm" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete mood for ${day}`}
          disabled={deleting}
          onClick={() => onDelete(mood)}
        >
          <Icon name="trash" size="sm" />
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </div>
    </li>
  );
}
