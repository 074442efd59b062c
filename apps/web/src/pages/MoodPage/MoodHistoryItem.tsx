// One day in the Mood History list (SPEC §2): emoji, day label, "rating/10", notes, the time
// it was logged, and edit / delete.
import { type Mood, moodEmoji } from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Chip } from "../../components/Chip/Chip";
import { Icon } from "../../components/Icon/Icon";
import { moodTagWords } from "../../components/MoodTagChips/MoodTagChips";
import { compactDayLabel } from "../../dates/compactDates";
import { timeOfDay } from "../../dates/instantLabels";
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
          Logged at <time dateTime={mood.created_at}>{timeOfDay(mood.created_at)}</time>
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
