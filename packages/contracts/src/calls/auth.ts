// Account calls (docs/architecture.md): sign-up, sign-in, confirmation, refresh, sign-out, profile,
// picture upload and erase; plus resending the confirmation e-mail.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { authResponseSchema, refreshResponseSchema } from "../entities/auth.ts";
import { profilePictureUrlSchema } from "../entities/profile-picture.ts";
import { userSchema } from "../entities/user.ts";
import { FIELD_REQUIRED, INVALID_EMAIL, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "../messages.ts";
import { passwordLength } from "../password-length.ts";
import { defineCall, messageResponseSchema, noInput, optionalFieldsInput } from "./define.ts";

/** Trimmed, lower-cased e-mail address. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }).toLowerCase());

// JSON Schema counts minLength and maxLength in code points too, so the document states the rule.
const passwordBounds = (min: number) => ({ minLength: min, maxLength: PASSWORD_MAX_LENGTH });

/** A new password: 8–128 characters of anything, never trimmed (docs/security.md). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_TOO_SHORT,
    abort: true,
  })
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG })
  .meta(passwordBounds(PASSWORD_MIN_LENGTH));

/** Sign-in takes any non-empty password up to the maximum; its length says nothing. */
const existingPasswordSchema = z
  .string({ error: FIELD_REQUIRED })
  .min(1, { error: FIELD_REQUIRED })
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG })
  .meta(passwordBounds(1));

const nameSchema = z.string().trim().max(NAME_MAX_LENGTH).nullable().optional();

export const signupInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  profile_picture_url: profilePictureUrlSchema.nullable().optional(),
});
export type SignupInput = z.input<typeof signupInputSchema>;

export const signinInputSchema = z.object({ email: emailSchema, password: existingPasswordSchema });
export type SigninInput = z.input<typeof signinInputSchema>;

export const confirmInputSchema = z.object({
  token_hash: z.string().trim().min(1, { error: FIELD_REQUIRED }).max(512),
  type: z.enum(["signup", "email"], { error: "type must be signup or email" }),
});
export type ConfirmInput = z.input<typeof confirmInputSchema>;

/** Asks for a new confirmation link; the answer never says whether the address exists. */
export const resendConfirmationInputSchema = z.object({ email: emailSchema });
export type ResendConfirmationInput = z.input<typeof resendConfirmationInputSchema>;

export const refreshInputSchema = z.object({
  refresh_token: z.string().min(1, { error: FIELD_REQUIRED }).max(512),
});
export type RefreshInput = z.input<typeof refreshInputSchema>;

export const updateMeInputSchema = optionalFieldsInput({
  first_name: nameSchema,
  last_name: nameSchema,
  profile_picture_url: profilePictureUrlSchema.nullable().optional(),
});
export type UpdateMeInput = z.input<typeof updateMeInputSchema>;

/**
 * The uploaded picture as the server hands it to the procedure after streaming it (size
 * already capped). Its declared type is never trusted: the bytes decide (docs/security.md).
 */
export const uploadedFileSchema = z.object({
  bytes: z.instanceof(Uint8Array),
  declared_type: z.string().max(255).optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadProfilePictureInputSchema = z.object({ file: uploadedFileSchema });
export type UploadProfilePictureInput = z.input<typeof uploadProfilePictureInputSchema>;

/** `url` is a relative path such as /api/uploads/3f9c….webp. */
export const uploadProfilePictureOutputSchema = z.object({ url: profilePictureUrlSchema });
export type UploadProfilePictureOutput = z.infer<typeof uploadProfilePictureOutputSchema>;

export const authCalls = {
  "auth.signup": defineCall({
    type: "mutation",
    auth: "public",
    input: signupInputSchema,
    output: authResponseSchema,
    summary: "Create an account; tokens are null when the e-mail must be confirmed first",
  }),
  "auth.signin": defineCall({
    type: "mutation",
    auth: "public",
    input: signinInputSchema,
    output: authResponseSchema,
    summary: "Sign in with e-mail and password",
  }),
  "auth.confirm": defineCall({
    type: "mutation",
    auth: "public",
    input: confirmInputSchema,
    output: messageResponseSchema,
    summary: "Confirm an e-mail address with the token from the link",
  }),
  "auth.resendConfirmation": defineCall({
    type: "mutation",
    auth: "public",
    input: resendConfirmationInputSchema,
    output: messageResponseSchema,
    summary:
      "Mail a new confirmation link to an unconfirmed account (the old link stops working); " +
      "the same answer whether or not the address has an account waiting",
  }),
  "auth.refresh": defineCall({
    type: "mutation",
    auth: "public",
    input: refreshInputSchema,
    output: refreshResponseSchema,
    summary: "Exchange a refresh token for a new token pair (the old one is spent)",
  }),
  "auth.signout": defineCall({
    type: "mutation",
    auth: "user",
    input: noInput,
    output: messageResponseSchema,
    summary: "End the current session",
  }),
  "auth.me": defineCall({
    type: "query",
    auth: "user",
    input: noInput,
    output: userSchema,
    summary: "The signed-in user",
  }),
  "auth.updateMe": defineCall({
    type: "mutation",
    auth: "user",
    input: updateMeInputSchema,
    output: userSchema,
    summary: "Change first name, last name or profile picture",
  }),
  "auth.uploadProfilePicture": defineCall({
    type: "mutation",
    auth: "optional",
    input: uploadProfilePictureInputSchema,
    output: uploadProfilePictureOutputSchema,
    summary: "Upload a JPEG, PNG or WebP picture of at most 5 MB (also before sign-up)",
  }),
  "auth.deleteAllData": defineCall({
    type: "mutation",
    auth: "user",
    input: noInput,
    output: messageResponseSchema,
    summary: "Erase every health, mood, insight and wearable record; the account stays",
  }),
} as const;
