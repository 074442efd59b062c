// /checkin: where a reminder's link lands, signed in or not. The e-mail's rating
// links log the day's mood on arrival; the push notification's link asks for the rating here.
// After the tap the page offers notes and tags. A day already rated is named, and replaced
// only when the person confirms.
import {
  CHECKIN_DETAILS_SAVED,
  CHECKIN_LOGGED,
  CHECKIN_OFFLINE,
  CHECKIN_OPENING,
  CHECKIN_PROMPT,
  checkinAlreadyLogged,
  checkinKeep,
  checkinKept,
  checkinReplaceWith,
  MOOD_EMOJI_SCALE,
  type Mood,
  type MoodTag,
  moodWaitingToBeSent,
  PAGE_NAMES,
  PAGE_TITLES,
} from "@evenkeel/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { AuthShell } from "../../components/AuthShell/AuthShell";
import { Button } from "../../components/Button/Button";
import * as formStyles from "../../components/MoodForm/MoodForm.css";
import { MoodTagChips } from "../../components/MoodTagChips/MoodTagChips";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { dayInSentence, dayLabel } from "../../dates/formatDates";
import { useCheckin } from "./useCheckin";

/** Starts from the day's notes and tags, so saving never drops what was logged in the app. */
function DetailsForm({
  mood,
  saving,
  onSave,
}: {
  mood: Mood;
  saving: boolean;
  onSave: (notes: string, tags: MoodTag[]) => void;
}) {
  const [notes, setNotes] = useState(mood.notes ?? "");
  const [tags, setTags] = useState<MoodTag[]>(mood.tags);
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(notes, tags);
      }}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="checkin-notes">
          Notes <span className={formStyles.optional}>(optional)</span>
        </label>
        <textarea
          id="checkin-notes"
          className={formStyles.textarea}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <MoodTagChips value={tags} onChange={setTags} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={saving || (notes.trim() === "" && tags.length === 0)}>
          Save notes and tags
        </Button>
      </div>
    </form>
  );
}

/**
 * What the page shows while it asks what the link can still do: its first screen, which the
 * build also paints into /checkin's HTML (src/painted/paintedPages.tsx).
 */
export function CheckinOpening() {
  return (
    <AuthShell title={PAGE_NAMES.checkin}>
      <Spinner label={CHECKIN_OPENING} />
    </AuthShell>
  );
}

export function CheckinPage() {
  useDocumentTitle(PAGE_TITLES.checkin);
  const { state, saving, chooseRating, replace, keep, saveDetails } = useCheckin();
  if (state.step === "loading") return <CheckinOpening />;

  return (
    <AuthShell title={PAGE_NAMES.checkin}>
      {state.step === "refused" && <Notice tone="error">{state.message}</Notice>}
      {state.step === "rate" && state.offline && <Notice tone="info">{CHECKIN_OFFLINE}</Notice>}
      {state.step === "waiting" && (
        <Notice tone="info">{moodWaitingToBeSent(dayInSentence(state.date), state.rating)}</Notice>
      )}
      {state.step === "rate" && state.existing && (
        <Notice tone="info">{checkinAlreadyLogged(dayInSentence(state.date), state.existing.rating)}</Notice>
      )}
      {state.step === "rate" && (
        <fieldset className={formStyles.fieldset} disabled={saving}>
          <legend className={formStyles.legend}>
            {CHECKIN_PROMPT} ({dayLabel(state.date)})
          </legend>
          <div className={formStyles.ratingGrid}>
            {MOOD_EMOJI_SCALE.map((step) => (
              <button
                key={step.rating}
                type="button"
                className={formStyles.ratingButton({ selected: false })}
                aria-label={`Rate ${step.rating} out of 10`}
                onClick={() => chooseRating(step.rating, state.existing)}
              >
                <span className={formStyles.emoji} aria-hidden="true">
                  {step.emoji}
                </span>
                <span className={formStyles.number} aria-hidden="true">
                  {step.rating}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {state.step === "confirm" && (
        <>
          <Notice tone="info">
            {checkinAlreadyLogged(dayInSentence(state.existing.date), state.existing.rating)}
          </Notice>
          <div className={formStyles.actions}>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => keep(state.existing, state.fromDevice)}
            >
              {checkinKeep(state.existing.rating)}
            </Button>
            <Button disabled={saving} onClick={() => replace(state.rating, state.fromDevice)}>
              {checkinReplaceWith(state.rating)}
            </Button>
          </div>
        </>
      )}
      {state.step === "kept" && <Notice tone="success">{checkinKept(state.existing.rating)}</Notice>}
      {state.step === "details" && (
        <>
          <Notice tone="success">
            {dayLabel(state.mood.date)}: {state.mood.rating}/10. {CHECKIN_LOGGED}
          </Notice>
          <DetailsForm
            mood={state.mood}
            saving={saving}
            onSave={(notes, tags) => void saveDetails(notes, tags)}
          />
        </>
      )}
      {state.step === "done" && <Notice tone="success">{CHECKIN_DETAILS_SAVED}</Notice>}
      <Link to="/mood">Open Evenkeel</Link>
    </AuthShell>
  );
}
