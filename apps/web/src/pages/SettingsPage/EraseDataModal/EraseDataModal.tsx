// "Delete All Account Data" (docs/screens.md): a modal that lists what goes, says the account stays,
// and enables "Delete All Data" only when ERASE (exactly, case-sensitive) is typed. Escape,
// the close button and Cancel all leave without erasing. A native <dialog> keeps focus
// inside while it is open; it opens on the ERASE input and gives focus back to the button
// that opened it when it closes.
import { ERASE_CONFIRMATION_WORD } from "@evenkeel/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { Icon } from "../../../components/Icon/Icon";
import { Notice } from "../../../components/Notice/Notice";
import { TextField } from "../../../components/TextField/TextField";
import * as styles from "./EraseDataModal.css";
import { useEraseAllData } from "./useEraseAllData";

const ERASED = [
  "Health metrics and wearable data",
  "Mood ratings and journal entries",
  "AI insights",
  "The wearable connection",
];

export function EraseDataModal({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [typed, setTyped] = useState("");
  const { run, busy, error } = useEraseAllData();

  useEffect(() => {
    const dialog = dialogRef.current;
    // The element focused before opening: the dialog is gone from the page when this effect
    // is cleaned up, so the browser cannot give focus back by itself.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === ERASE_CONFIRMATION_WORD) void run();
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Delete All Account Data
          </h2>
          <Button
            variant="ghost"
            className={styles.close}
            aria-label="Close"
            onClick={onClose}
            disabled={busy}
          >
            <Icon name="close" />
          </Button>
        </div>
        <p>This permanently deletes:</p>
        <ul className={styles.list}>
          {ERASED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.keep}>
          Your account stays active, but all of its data is erased. This cannot be undone.
        </p>
        {error && <Notice tone="error">{error}</Notice>}
        <TextField
          ref={inputRef}
          label={`Type ${ERASE_CONFIRMATION_WORD} to confirm`}
          name="erase_confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={typed !== ERASE_CONFIRMATION_WORD || busy}>
            {busy ? "Deleting..." : "Delete All Data"}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
