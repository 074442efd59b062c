// The signed-in person as the API returns them.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../constants.ts";
import { idSchema, timestampSchema } from "../primitives.ts";
import { profilePictureUrlSchema } from "./profile-picture.ts";

export const userMetadataSchema = z.object({
  first_name: z.string().max(NAME_MAX_LENGTH).nullable(),
  last_name: z.string().max(NAME_MAX_LENGTH).nullable(),
  profile_picture_url: profilePictureUrlSchema.nullable(),
});
export type UserMetadata = z.infer<typeof userMetadataSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.string().max(EMAIL_MAX_LENGTH),
  user_metadata: userMetadataSchema,
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;
