// Profile pictures for the server: the MediaPort adapter and its companions, and the read-only
// route that serves the stored files.
export { claimUpload } from "./claim-upload.ts";
export { assertAcceptedImage, sniffImageType } from "./image-type.ts";
export { createMediaStore, type MediaStore, type MediaStoreOptions } from "./media-store.ts";
export { ORPHAN_AGE_MS, SWEEP_INTERVAL_MS } from "./orphan-sweeper.ts";
export { IMAGE_DIMENSIONS_TOO_LARGE, MAX_INPUT_PIXELS } from "./reencode-image.ts";
export { serveUploads } from "./serve-uploads.ts";
export { DEFAULT_UPLOAD_RATE_LIMITS, type UploadRateLimits } from "./upload-throttle.ts";
