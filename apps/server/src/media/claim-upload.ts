// Attaching an uploaded picture to an account (sign-up, profile edit). Sign-up uploads happen
// before the account exists, so the row starts without an owner; claiming sets it. A URL that
// is not an existing upload, or that another account owns, is refused.
import { AppError, PROFILE_PICTURE_PATH_INVALID } from "@evenkeel/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { storedNameOfUrl } from "./upload-names.ts";

export async function claimUpload(db: Kysely<Database>, url: string, userId: string): Promise<void> {
  const name = storedNameOfUrl(url);
  const claimed =
    name === null
      ? undefined
      : await db
          .updateTable("uploads")
          .set({ owner_user_id: userId })
          .where("file_name", "=", name)
          .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
          .returning("id")
          .executeTakeFirst();
  if (!claimed) throw new AppError("BAD_REQUEST", PROFILE_PICTURE_PATH_INVALID);
}
