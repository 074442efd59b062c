// An optional profile picture: choose a file, see it, remove it. A file that breaks SPEC.md
// §5's rules is refused with its message and never handed to the form.
import { useEffect, useId, useState } from "react";
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
  onChange: (file: File | null) => void;
};

export function PicturePicker({ label, hint, currentUrl = null, disabled, onChange }: PicturePickerProps) {
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

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = validatePicture(chosen);
    setError(problem);
    const accepted = problem ? null : chosen;
    setFile(accepted);
    onChange(accepted);
  };

  const remove = () => {
    setFile(null);
    setError(null);
    onChange(null);
  };

  const shown = previewUrl ?? currentUrl;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.root}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <span className={styles.preview}>
          {shown ? (
            <img className={styles.previewImage} src={shown} alt="Preview" />
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
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <label
            htmlFor={id}
            className={`${button({ variant: "secondary", size: "sm" })} ${styles.chooseButton}`}
          >
            {shown ? "Change picture" : "Choose picture"}
          </label>
          {file && (
            <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              Remove
            </Button>
          )}
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
