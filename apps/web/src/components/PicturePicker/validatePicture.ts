// The picture rules of sign-up and profile edit (docs/screens.md): an image type, at most 5 MB;
// and bytes that really are a JPEG, PNG or WebP, the formats the server keeps, so
// a text file renamed .png is refused here instead of showing a broken preview. The server
// checks the bytes again; this spares the user a pointless upload.
import {
  IMAGE_FORMAT_UNSUPPORTED,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_INVALID,
  PROFILE_IMAGE_MAX_BYTES,
} from "@evenkeel/contracts";

export type PictureFormat = "jpeg" | "png" | "webp";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** How many leading bytes pictureFormatOf needs. */
export const SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

/** The format the first bytes of a file announce, or null when they are none of the three. */
export function pictureFormatOf(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= SIGNATURE_BYTES && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** The rule a file's declared type and size break, or null (no bytes read). */
export function pictureRuleBroken(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return IMAGE_TYPE_INVALID;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The message for a picture that must not be uploaded, or null when it may be. */
export async function validatePicture(file: File): Promise<string | null> {
  const broken = pictureRuleBroken(file);
  if (broken) return broken;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return pictureFormatOf(head) ? null : IMAGE_FORMAT_UNSUPPORTED;
}
