// The server's MediaPort: profile pictures checked by their bytes, re-encoded, stored under
// DATA_DIR/uploads (PostgreSQL: in upload_files) with a random name, recorded in `uploads`; plus what the rest of the server
// needs around them: the upload throttle, claiming at sign-up and profile edit, deletion at
// erase, and the sweeper for pictures nobody uses.

import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AppError, IMAGE_TOO_LARGE, IMAGE_TYPE_INVALID, PROFILE_IMAGE_MAX_BYTES } from "@evenkeel/contracts";
import type { MediaPort, RequestInfo } from "@evenkeel/domain/router";
import type { Kysely } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { claimUpload } from "./claim-upload.ts";
import { assertAcceptedImage } from "./image-type.ts";
import { sweepOrphanUploads } from "./orphan-sweeper.ts";
import { MAX_INPUT_PIXELS, reencodeImage } from "./reencode-image.ts";
import { newStoredName, uploadsDir, urlOfStoredName } from "./upload-names.ts";
import { createUploadThrottle, type UploadRateLimits } from "./upload-throttle.ts";

export interface MediaStoreOptions {
  db: AppDatabase;
  dataDir: string;
  logger: Logger;
  now?: () => Date;
  uploadRateLimits?: Partial<UploadRateLimits>;
  /** Config.rateLimitScale (RATE_LIMIT_SCALE): multiplies the default upload limits. */
  rateLimitScale?: number;
  maxInputPixels?: number;
}

export interface MediaStore extends MediaPort {
  /** Call before reading an upload's body: throws AppError TOO_MANY_REQUESTS (with retryAfterSeconds). */
  assertUploadAllowed(request: RequestInfo, ownerUserId: string | null): Promise<void>;
  /** Makes `url` the user's; refuses (400) a URL that is not an upload or belongs to someone else. */
  claimUpload(url: string, userId: string, executor?: Kysely<Database>): Promise<void>;
  /** Erase: deletes the user's pictures (rows and files) and clears their profile_picture_url. */
  deleteUserUploads(userId: string): Promise<number>;
  /** One sweep of unreferenced pictures older than an hour; answers how many were deleted. */
  sweepOrphans(): Promise<number>;
}

export function createMediaStore(options: MediaStoreOptions): MediaStore {
  const { db, dataDir, logger } = options;
  const now = options.now ?? (() => new Date());
  const folder = uploadsDir(dataDir);
  const throttle = createUploadThrottle(
    options.uploadRateLimits,
    () => now().getTime(),
    options.rateLimitScale,
    db,
  );
  const sweepDeps = { db, dataDir, logger, now };

  return {
    assertUploadAllowed: throttle,

    async saveProfilePicture(file, ownerUserId) {
      const bytes = file.bytes;
      if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE);
      if (bytes.byteLength === 0) throw new AppError("BAD_REQUEST", IMAGE_TYPE_INVALID);
      const type = assertAcceptedImage(bytes);
      const webp = await reencodeImage(bytes, type, options.maxInputPixels ?? MAX_INPUT_PIXELS);

      const name = newStoredName();
      const row = {
        id: crypto.randomUUID(),
        file_name: name,
        owner_user_id: ownerUserId,
        created_at: now().toISOString(),
      };
      if (isPostgres(db)) {
        // Several processes may serve it: the bytes live in the database (docs/decisions/036).
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("uploads").values(row).execute();
          await trx
            .insertInto("upload_files")
            .values({ file_name: name, bytes: webp, created_at: row.created_at })
            .execute();
        });
      } else {
        const target = path.join(folder, name);
        await fs.mkdir(folder, { recursive: true, mode: 0o700 });
        await fs.writeFile(target, webp, { flag: "wx", mode: 0o600 });
        try {
          await db.insertInto("uploads").values(row).execute();
        } catch (error) {
          await fs.rm(target, { force: true });
          throw error;
        }
      }
      logger.info({ userId: ownerUserId, bytes: webp.byteLength }, "profile picture stored");
      return urlOfStoredName(name);
    },

    claimUpload: (url, userId, executor = db) => claimUpload(executor, url, userId),

    async deleteUserUploads(userId) {
      const removed = await db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ profile_picture_url: null }).where("id", "=", userId).execute();
        return trx.deleteFrom("uploads").where("owner_user_id", "=", userId).returning("file_name").execute();
      });
      // After the commit: a crash here leaves files without rows, which the sweeper removes.
      for (const { file_name } of removed) await fs.rm(path.join(folder, file_name), { force: true });
      return removed.length;
    },

    sweepOrphans: () => sweepOrphanUploads(sweepDeps),
  };
}
