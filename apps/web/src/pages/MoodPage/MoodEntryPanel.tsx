// The mood form's card: "How are you feeling today?" (new) or "Edit mood for …" (edit), with
// a note when today is already logged and the messages of a failed save.
import {
  MISSED_DAY_CHOOSE_FIRST,
  MISSED_DAY_HEADING,
  MISSED_DAY_INTRO,
  MOOD_BACK_TO_TODAY,
  MOOD_EDIT_TODAY,
  MOOD_KEEP_LOGGED,
  MOOD_REPLACE_WITH_NEW,
  type Mood,
  moodWaitingToBeSent,
} from "@evenkeel/contracts";
import type { RefObject } from "react";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { MoodForm } from "../../components/MoodForm/MoodForm";
import { Notice } from "../../components/Notice/Notice";
import { compactDayLabel, dayInSentence } from "../../dates/formatDates";
import { MissedDayPicker } from "./MissedDayPicker";
import * as styles from "./MoodPage.css";
import type { useMoodEditor } from "./useMoodEditor";

type MoodEntryPanelProps = {
  editor: ReturnType<typeof useMoodEditor>;
  todaysMood: Mood | undefined;
  today: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: (mood: Mood) => void;
};

export function MoodEntryPanel({ editor, todaysMood, today, headingRef, onEdit }: MoodEntryPanelProps) {
  const { editing, backfill, choosingDay, conflict, failure } = editor;
  const waiting = editor.waiting.filter((mood) => mood.date !== conflict?.date);
  const heading = editing
    ? `Edit mood for ${compactDayLabel(editing.date, today)}`
    : backfill
      ? `Log mood for ${compactDayLabel(backfill, today)}`
      : choosingDay
        ? MISSED_DAY_HEADING
        : "How are you feeling today?";
  const intro = editing
    ? "Change the rating, the notes or the tags, then update."
    : choosingDay
      ? MISSED_DAY_INTRO
      : "Pick the face that matches your day. Notes are optional.";
  const onToday = !editing && !backfill && !choosingDay;

  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className={styles.formHeading}>
        {heading}
      </h2>
      <p className={styles.formIntro}>{intro}</p>

      <div className={styles.missedDay}>
        <MissedDayPicker
          today={today}
          open={choosingDay}
          onOpen={editor.startChoosingDay}
          onCancel={editor.cancelEditing}
          onEdit={onEdit}
          onBackfill={editor.startBackfill}
        />
        {backfill && (
          <Button variant="secondary" size="sm" onClick={editor.cancelEditing}>
            {MOOD_BACK_TO_TODAY}
          </Button>
        )}
      </div>

      {(conflict || failure || waiting.length > 0 || (onToday && todaysMood)) && (
        <div className={styles.notices}>
          {waiting.map((mood) => (
            <Notice key={mood.date} tone="info">
              {moodWaitingToBeSent(dayInSentence(mood.date, today), mood.rating)}
            </Notice>
          ))}
          {conflict && (
            <Notice tone="error">
              {conflict.detail}
              <span className={styles.noticeActions}>
                <Button size="sm" onClick={editor.applyConflict}>
                  {MOOD_REPLACE_WITH_NEW}
                </Button>
                {conflict.fromDevice && (
                  <Button variant="secondary" size="sm" onClick={editor.dismissConflict}>
                    {MOOD_KEEP_LOGGED}
                  </Button>
                )}
                {!conflict.fromDevice && todaysMood && (
                  <Button variant="secondary" size="sm" onClick={() => onEdit(todaysMood)}>
                    {MOOD_EDIT_TODAY}
                  </Button>
                )}
              </span>
            </Notice>
          )}
          {failure && <Notice tone="error">{failure}</Notice>}
          {onToday && !conflict && todaysMood && !waiting.some((mood) => mood.date === today) && (
            <Notice tone="info">
              You already logged {todaysMood.rating}/10 today.
              <span className={styles.noticeActions}>
                <Button variant="secondary" size="sm" onClick={() => onEdit(todaysMood)}>
                  {MOOD_EDIT_TODAY}
                </Button>
              </span>
            </Notice>
          )}
        </div>
      )}

      <MoodForm
        key={
          editing
            ? `edit-${editing.date}-${editing.updated_at}`
            : `new-${backfill ?? (choosingDay ? "choosing" : "today")}`
        }
        waitingFor={choosingDay ? MISSED_DAY_CHOOSE_FIRST : undefined}
        mode={editing ? "edit" : "new"}
        initialRating={editing?.rating ?? null}
        initialNotes={editing?.notes ?? ""}
        initialTags={editing?.tags}
        saving={editor.saving}
        savingLabel={editing ? "Updating mood..." : "Saving mood..."}
        onSubmit={editor.submit}
        onCancel={editor.cancelEditing}
      />
    </Card>
  );
}
