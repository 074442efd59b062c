// Sign-up in the order docs/screens.md gives: the picture is uploaded first and its path goes with the
// sign-up; when the server asks for e-mail confirmation no session starts, otherwise the
// tokens are stored and the user goes to the dashboard.
import { CHECK_EMAIL_TO_CONFIRM, SIGNUP_FAILED, type SignupInput } from "@evenkeel/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { useUploadProfilePicture } from "../../api/useUploadProfilePicture";
import { storeTokens } from "../../session/storage";

type SignupFields = Omit<SignupInput, "profile_picture_url"> & { picture: File | null };

export function useSignup() {
  const navigate = useNavigate();
  const signUp = trpc.auth.signup.useMutation();
  const uploadPicture = useUploadProfilePicture();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A failed picture upload: shown under the picture, where the other picture errors are. */
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [confirmationNotice, setConfirmationNotice] = useState<string | null>(null);

  const submit = async ({ picture, ...fields }: SignupFields) => {
    setBusy(true);
    setError(null);
    setPictureError(null);
    let profile_picture_url: string | undefined;
    if (picture) {
      try {
        profile_picture_url = await uploadPicture(picture);
      } catch (failure) {
        setPictureError(errorDetail(failure, SIGNUP_FAILED));
        setBusy(false);
        return;
      }
    }
    try {
      const answer = await signUp.mutateAsync({ ...fields, profile_picture_url });
      if (answer.requires_confirmation || !answer.access_token || !answer.refresh_token) {
        setConfirmationNotice(answer.message ?? CHECK_EMAIL_TO_CONFIRM);
        return;
      }
      storeTokens({ access_token: answer.access_token, refresh_token: answer.refresh_token });
      navigate("/dashboard", { replace: true });
    } catch (failure) {
      setError(errorDetail(failure, SIGNUP_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, error, setError, pictureError, setPictureError, confirmationNotice };
}
