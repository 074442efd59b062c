// What an upload is, judged by its first bytes (docs/security.md #10): the declared type and the
// file name are never trusted. Only JPEG, PNG and WebP are accepted.
import { AppError, IMAGE_FORMAT_UNSUPPORTED, IMAGE_TYPE_INVALID } from "@evenkeel/contracts";

export type AcceptedImageType = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

// Images people may pick that we refuse by name, rather than as "not an image".
const OTHER_IMAGE_SIGNATURES: ReadonlyArray<{ signature: number[]; offset?: number }> = [
  { signature: ascii("GIF87a") },
  { signature: ascii("GIF89a") },
  { signature: ascii("BM") },
  { signature: [0x49, 0x49, 0x2a, 0x00] }, // TIFF, little-endian
  { signature: [0x4d, 0x4d, 0x00, 0x2a] }, // TIFF, big-endian
  { signature: [0x00, 0x00, 0x01, 0x00] }, // ICO
  { signature: ascii("ftyp"), offset: 4 }, // HEIC, AVIF
];

export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}

/** The accepted type of the bytes, or AppError BAD_REQUEST saying why they are refused. */
export function assertAcceptedImage(bytes: Uint8Array): AcceptedImageType {
  const type = sniffImageType(bytes);
  if (type) return type;
  const isOtherImage =
    OTHER_IMAGE_SIGNATURES.some(({ signature, offset }) => startsWith(bytes, signature, offset)) ||
    looksLikeSvg(bytes);
  throw new AppError("BAD_REQUEST", isOtherImage ? IMAGE_FORMAT_UNSUPPORTED : IMAGE_TYPE_INVALID);
}

// SVG is text (often with a BOM, an XML declaration or comments first) and can carry script.
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).toLowerCase();
  return head.includes("<svg");
}
