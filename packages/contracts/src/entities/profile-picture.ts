// A profile picture reference: always a relative path under UPLOADS_PATH_PREFIX (/api/uploads/)
// with a random name chosen by the server, never a user's file name or an outside URL (docs/security.md).
import { z } from "zod";
import { PROFILE_PICTURE_PATH_INVALID } from "../messages.ts";

const UPLOAD_PATH_PATTERN = /^\/api\/uploads\/[A-Za-z0-9_-]{1,128}(?:\.[a-z0-9]{1,8})?$/;

export const profilePictureUrlSchema = z
  .string({ error: PROFILE_PICTURE_PATH_INVALID })
  .regex(UPLOAD_PATH_PATTERN, { error: PROFILE_PICTURE_PATH_INVALID });
