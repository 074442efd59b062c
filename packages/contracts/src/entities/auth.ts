// What sign-up, sign-in and refresh answer (docs/architecture.md).
import { z } from "zod";
import { userSchema } from "./user.ts";

const token = z.string().min(1).max(4096);

export const authResponseSchema = z.object({
  /** Both tokens are null when the e-mail must be confirmed first: no session starts. */
  access_token: token.nullable(),
  refresh_token: token.nullable(),
  user: userSchema,
  requires_confirmation: z.boolean(),
  /** e.g. "Please check your email to confirm your account."; null when nothing to say. */
  message: z.string().max(1000).nullable(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({
  access_token: token,
  refresh_token: token,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
