// Settings › Edit Profile (docs/screens.md): first and last name and an optional new picture
// ("Upload an image (max 5MB)"). Save uploads the picture first, updates the profile, says
// "Profile updated successfully!" and reloads the page; a failure shows detail or "Failed to
// update profile" and keeps the edits.
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED, type User } from "@evenkeel/contracts";
import { type FormEvent, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { useUploadProfilePicture } from "../../api/useUploadProfilePicture";
import { Button } from "../../components/Button/Button";
import { NameFields } from "../../components/NameFields/NameFields";
import { Notice } from "../../components/Notice/Notice";
import { PicturePicker } from "../../components/PicturePicker/PicturePicker";
import { pictureUrlOf } from "../../session/userDisplay";
import * as styles from "./SettingsPage.css";

/** Long enough to read the confirmation before the page reloads (docs/screens.md, "Timings"). */
const RELOAD_DELAY_MS = 1200;

type Outcome = { tone: "success" | "error"; text: string } | null;

export function ProfileEditor({ user, onCancel }: { user: User; onCancel: () => void }) {
  const [name, setName] = useState({
    first_name: user.user_metadata.first_name ?? "",
    last_name: user.user_metadata.last_name ?? "",
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** A failed picture upload: shown under the picture with the other picture errors. */
  const [pictureError, setPictureError] = useState<string | null>(null);
  const updateMe = trpc.auth.updateMe.useMutation();
  const uploadPicture = useUploadProfilePicture();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    setPictureError(null);
    let profile_picture_url: string | undefined;
    if (picture) {
      try {
        profile_picture_url = await uploadPicture(picture);
      } catch (error) {
        setPictureError(errorDetail(error, PROFILE_UPDATE_FAILED));
        setBusy(false);
        return;
      }
    }
    try {
      await updateMe.mutateAsync({
        first_name: name.first_name.trim() || null,
        last_name: name.last_name.trim() || null,
        ...(profile_picture_url ? { profile_picture_url } : {}),
      });
      setOutcome({ tone: "success", text: PROFILE_UPDATED });
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      setOutcome({ tone: "error", text: errorDetail(error, PROFILE_UPDATE_FAILED) });
      setBusy(false);
    }
  };

  return (
    <form className={styles.editForm} onSubmit={save}>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <NameFields
        labels={{ first_name: "First Name", last_name: "Last Name" }}
        value={name}
        onChange={setName}
      />
      <PicturePicker
        label="Profile Picture"
        hint="Upload an image (max 5MB)"
        currentUrl={pictureUrlOf(user)}
        disabled={busy}
        uploadError={pictureError}
        onChange={(file) => {
          setPicture(file);
          setPictureError(null);
          setOutcome(null);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy && !outcome ? "Saving..." : "Save Changes"}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
