// The mood entry form (docs/screens.md), shared by /mood and the dashboard: a rating from ten
// emoji buttons, optional notes, and a spinner in place of the form while saving.
// Key it by the entry being edited so a new entry starts from its own initial values.
// Nothing typed is lost: the form clears only after a save succeeded, and notes
// over the limit are kept and flagged with a counter instead of being cut.
import { MOOD_EMOJI_SCALE, MOOD_NOTES_MAX_LENGTH, type MoodTag, NOTES_TOO_LONG } from "@evenkeel/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import { MoodTagChips } from "../MoodTagChips/MoodTagChips";
import { Spinner } from "../Spinner/Spinner";
import * as styles from "./MoodForm.css";

export const MOOD_NOTES_PLACEHOLDER = "Add any thoughts or context about your mood...";

const NO_TAGS: readonly MoodTag[] = [];

function sameTags(a: readonly MoodTag[], b: readonly MoodTag[]): boolean {
  return a.length === b.length && a.every((tag) => b.includes(tag));
}

type MoodFormProps = {
  initialRating?: number | null;
  initialNotes?: string;
  /** Context tags already logged. */
  initialTags?: readonly MoodTag[];
  mode: "new" | "edit";
  saving: boolean;
  savingLabel: string;
  /** Resolves whether the save worked; the form clears only then (a failure keeps it all). */
  onSubmit(rating: number, notes: string, tags: MoodTag[]): Promise<boolean>;
  onCancel?: () => void;
  /** Why nothing can be rated or saved yet (a missed day without its date); unset when ready. */
  waitingFor?: string;
};

export function MoodForm({
  initialRating = null,
  initialNotes = "",
  initialTags = NO_TAGS,
  mode,
  saving,
  savingLabel,
  onSubmit,
  onCancel,
  waitingFor,
}: MoodFormProps) {
  const [rating, setRating] = useState<number | null>(initialRating);
  const [notes, setNotes] = useState(initialNotes);
  const [tags, setTags] = useState<MoodTag[]>([...initialTags]);
  const notesId = useId();
  const counterId = useId();
  const choiceId = useId();

  if (saving) return <Spinner label={savingLabel} />;

  const unchanged =
    mode === "edit" && rating === initialRating && notes === initialNotes && sameTags(tags, initialTags);
  const notesTooLong = notes.length > MOOD_NOTES_MAX_LENGTH;
  const canSubmit = rating !== null && !unchanged && !notesTooLong && !waitingFor;
  const chosen = MOOD_EMOJI_SCALE.find((step) => step.rating === rating);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null || !canSubmit) return;
    void onSubmit(rating, notes, tags).then((saved) => {
      if (!saved) return;
      setRating(null);
      setNotes("");
      setTags([]);
    });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <fieldset className={styles.fieldset} aria-describedby={choiceId}>
        <legend className={styles.legend}>Your rating: 1 is very low, 10 is excellent</legend>
        <div className={styles.ratingGrid}>
          {MOOD_EMOJI_SCALE.map((step) => (
            <button
              key={step.rating}
              type="button"
              className={styles.ratingButton({ selected: step.rating === rating })}
              aria-label={`Rate ${step.rating} out of 10`}
              aria-pressed={step.rating === rating}
              disabled={waitingFor !== undefined}
              onClick={() => setRating(step.rating)}
            >
              <span className={styles.emoji} aria-hidden="true">
                {step.emoji}
              </span>
              <span className={styles.number} aria-hidden="true">
                {step.rating}
              </span>
            </button>
          ))}
        </div>
        <p id={choiceId} className={styles.choice} aria-live="polite">
          {waitingFor ??
            (chosen
              ? `Selected: ${chosen.rating} out of 10 (${chosen.name})`
              : "Choose a rating to continue.")}
        </p>
      </fieldset>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={notesId}>
          Notes <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={notesId}
          className={styles.textarea}
          rows={4}
          placeholder={MOOD_NOTES_PLACEHOLDER}
          value={notes}
          aria-describedby={counterId}
          aria-invalid={notesTooLong || undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id={counterId} className={styles.counter({ over: notesTooLong })}>
          {notesTooLong && <span role="alert">{NOTES_TOO_LONG}. </span>}
          {`${notes.length.toLocaleString("en-US")} / ${MOOD_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`}
        </p>
      </div>

      <MoodTagChips value={tags} onChange={setTags} />

      <div className={styles.actions}>
        {mode === "edit" && onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Icon name="arrowLeft" size="sm" />
            Back to History
          </Button>
        )}
        <Button type="submit" disabled={!canSubmit}>
          {mode === "edit" ? "Update Mood" : "Save Mood"}
        </Button>
      </div>
    </form>
  );
}
