// Re-encoding an accepted picture (docs/security.md #10): decoded by sharp under a pixel limit,
// turned upright by its EXIF orientation, every piece of metadata (GPS, camera, comments)
// dropped, scaled to at most 1024 px, and written as WebP. Nothing of the original file
// survives but its pixels.
import { AppError, IMAGE_TYPE_INVALID } from "@evenkeel/contracts";
import type { AcceptedImageType } from "./image-type.ts";

// sharp (libvips) adds ~20 MB to the resident memory of every server process; it is loaded
// with the first picture instead of at start-up (to keep the server's peak RSS down).
let loadedSharp: Promise<typeof import("sharp")["default"]> | undefined;
const loadSharp = () => (loadedSharp ??= import("sharp").then((module) => module.default));

/** 40 megapixels: any phone photo, not a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_EDGE_PX = 1024;
/** Shown when the header announces more pixels than MAX_INPUT_PIXELS. */
export const IMAGE_DIMENSIONS_TOO_LARGE = "Image dimensions are too large (at most 40 megapixels)";

export async function reencodeImage(
  bytes: Uint8Array,
  expected: AcceptedImageType,
  maxInputPixels: number = MAX_INPUT_PIXELS,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error", pages: 1 });
  const metadata = await input()
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error);
    });
  // The bytes said one format and the decoder must agree (a polyglot file is refused).
  if (metadata.format !== expected) throw new AppError("BAD_REQUEST", IMAGE_TYPE_INVALID);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxInputPixels) throw new AppError("BAD_REQUEST", IMAGE_DIMENSIONS_TOO_LARGE);

  try {
    return await input()
      .timeout({ seconds: 20 })
      .autoOrient()
      .resize({
        width: MAX_OUTPUT_EDGE_PX,
        height: MAX_OUTPUT_EDGE_PX,
        fit: "inside",
        withoutEnlargement: true,
      })
      // No withMetadata/keepExif: sharp writes no EXIF, XMP or ICC chunk and converts to sRGB.
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/** sharp's failure as the user's answer: too many pixels, or not a readable image. */
function refusal(error: unknown): AppError {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return new AppError("BAD_REQUEST", tooManyPixels ? IMAGE_DIMENSIONS_TOO_LARGE : IMAGE_TYPE_INVALID);
}
