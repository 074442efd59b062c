// The two picture rules of SPEC.md §5 (sign-up and profile edit): an image type, at most 5 MB.
// The server checks the bytes again; this only spares the user a pointless upload.
import { IMAGE_TOO_LARGE, IMAGE_TYPE_INVALID, PROFILE_IMAGE_MAX_BYTES } from "@evenkeel/contracts";

/** The message for a picture that breaks a rule, or null when it may be uploaded. */
export function validatePicture(file: File): string | null {
  if (!file.type.startsWith("image/")) return IMAGE_TYPE_INVALID;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
