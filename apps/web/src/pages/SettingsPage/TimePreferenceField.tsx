// A time of the Preferences section (reminder, quiet hours). A time field changes its value
// with every segment typed ("0", "6" is already 06:00 while the minutes and AM/PM are still to
// come), so the time is saved when the person is done with it: on leaving the field or on
// Enter. The field stays enabled and keeps focus while saving, and says "Saved" afterwards.
import { PREFERENCE_SAVED } from "@evenkeel/contracts";
import { type KeyboardEvent, useEffect, useState } from "react";
import { TextField } from "../../components/TextField/TextField";
import * as styles from "./TimePreferenceField.css";

type TimePreferenceFieldProps = {
  label: string;
  /** The saved time, "HH:MM". */
  value: string;
  /** Resolves whether it was saved. */
  onSave: (time: string) => Promise<boolean>;
};

export function TimePreferenceField({ label, value, onSave }: TimePreferenceFieldProps) {
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(false);
  useEffect(() => setDraft(value), [value]);

  const commit = async () => {
    // An incomplete time reads as "" (HTML: the value sanitization of input type=time).
    if (draft === "" || draft === value) return;
    setSaved(await onSave(draft));
  };

  return (
    <div>
      <TextField
        label={label}
        type="time"
        value={draft}
        onChange={(event) => {
          setSaved(false);
          setDraft(event.target.value);
        }}
        onBlur={() => void commit()}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === "Enter") void commit();
        }}
      />
      <p className={styles.saved} role="status">
        {saved ? PREFERENCE_SAVED : ""}
      </p>
    </div>
  );
}
