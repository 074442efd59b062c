// Web push keys: the VAPID_* variables and their messages. Absent, a key pair is generated once
// in the data folder (outreach/vapid-keys.ts). config/env.ts composes this part with the others.
import { z } from "zod";
import { type EnvPart, stringOf } from "../config/variables.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const vapidEnv: EnvPart<"vapid", VapidKeys> = {
  key: "vapid",
  schema: {
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        "must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys)",
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        "must be a P-256 private key, 32 bytes in URL-safe base64 (npx web-push generate-vapid-keys)",
      )
      .optional(),
  },
  secrets: ["VAPID_PRIVATE_KEY"],
  together: [["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"]],
  read(vars) {
    const publicKey = stringOf(vars, "VAPID_PUBLIC_KEY");
    const privateKey = stringOf(vars, "VAPID_PRIVATE_KEY");
    return publicKey && privateKey ? { publicKey, privateKey } : undefined;
  },
};
