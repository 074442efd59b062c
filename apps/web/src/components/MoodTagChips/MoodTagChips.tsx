// Optional context tags for a mood check-in: one toggle button per tag of the
// closed list, reachable with Tab and switched with Enter or Space; aria-pressed says which
// are on. The words come from MOOD_TAG_LABELS, the one place for user-facing texts.
import { MOOD_TAG_LABELS, MOOD_TAGS, MOOD_TAGS_LEGEND, type MoodTag } from "@evenkeel/contracts";
import * as formStyles from "../MoodForm/MoodForm.css";
import * as styles from "./MoodTagChips.css";

type MoodTagChipsProps = {
  value: readonly MoodTag[];
  onChange(tags: MoodTag[]): void;
};

/** Keeps the list's order whatever order the tags were switched on in. */
function toggled(value: readonly MoodTag[], tag: MoodTag): MoodTag[] {
  const on = new Set(value);
  if (on.has(tag)) on.delete(tag);
  else on.add(tag);
  return MOOD_TAGS.filter((candidate) => on.has(candidate));
}

export function MoodTagChips({ value, onChange }: MoodTagChipsProps) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>
        {MOOD_TAGS_LEGEND} <span className={formStyles.optional}>(optional)</span>
      </legend>
      <div className={styles.list}>
        {MOOD_TAGS.map((tag) => {
          const pressed = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              className={styles.toggle({ pressed })}
              aria-pressed={pressed}
              onClick={() => onChange(toggled(value, tag))}
            >
              {pressed && (
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
              )}
              {MOOD_TAG_LABELS[tag]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The tags of a logged mood, in words, for lists (e.g. "Alcohol, Travel"). */
export function moodTagWords(tags: readonly MoodTag[]): string[] {
  return tags.map((tag) => MOOD_TAG_LABELS[tag]);
}
