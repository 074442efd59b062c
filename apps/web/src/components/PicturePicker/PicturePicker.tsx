// An optional profile picture: choose a file, see it, remove it. A file that breaks the
// picture rules of docs/screens.md (or is no real JPEG, PNG or WebP) is refused with its message and never handed to
// the form. Every picture error shows here, the upload's too (`uploadError`), and a new choice
// clears the old one.
import { CHANGE_PICTURE, CHOOSE_PICTURE, PICTURE_PREVIEW, REMOVE_PICTURE } from "@evenkeel/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../Button/Button";
import { button } from "../Button/Button.css";
import { Icon } from "../Icon/Icon";
import * as styles from "./PicturePicker.css";
import { validatePicture } from "./validatePicture";

type PicturePickerProps = {
  label: string;
  hint?: string;
  /** The picture already saved (absolute URL), shown until another is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
  /** Why the chosen picture could not be uploaded (the form's upload failed), if it did not. */
  uploadError?: string | null;
  /** Called with each new choice (null when removed); the form clears its upload error then. */
  onChange: (file: File | null) => void;
};

export function PicturePicker({
  label,
  hint,
  currentUrl = null,
  disabled,
  uploadError = null,
  onChange,
}: PicturePickerProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Only the newest choice counts when two checks overlap.
  const latestChoice = useRef(0);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const choice = ++latestChoice.current;
    setError(null);
    const problem = await validatePicture(chosen);
    if (choice !== latestChoice.current) return;
    setError(problem);
    const accepted = problem ? null : chosen;
    setFile(accepted);
    onChange(accepted);
  };

  const remove = () => {
    latestChoice.current += 1;
    setFile(null);
    setError(null);
    onChange(null);
  };

  const shown = previewUrl ?? currentUrl;
  const message = error ?? uploadError;
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.root}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <span className={styles.preview}>
          {shown ? (
            <img className={styles.previewImage} src={shown} alt={PICTURE_PREVIEW} />
          ) : (
            <Icon name="camera" size="lg" />
          )}
        </span>
        <div className={styles.controls}>
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <label
            htmlFor={id}
            className={`${button({ variant: "secondary", size: "sm" })} ${styles.chooseButton}`}
          >
            {shown ? CHANGE_PICTURE : CHOOSE_PICTURE}
          </label>
          {file && (
            <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              {REMOVE_PICTURE}
            </Button>
          )}
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
