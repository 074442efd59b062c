// Stored picture names and their public URLs: 128 random bits, base64url, ".webp" — chosen by
// the server, never derived from what the user sent (docs/security.md #10).
import crypto from "node:crypto";
import path from "node:path";
import { UPLOADS_PATH_PREFIX } from "@evenkeel/contracts";

export const UPLOADS_FOLDER = "uploads";
const STORED_NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.webp$/;

export function newStoredName(): string {
  return `${crypto.randomBytes(16).toString("base64url")}.webp`;
}

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, UPLOADS_FOLDER);
}

export function urlOfStoredName(name: string): string {
  return `${UPLOADS_PATH_PREFIX}${name}`;
}

/** The stored name a profile_picture_url points at, or null for anything that is not ours. */
export function storedNameOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH_PREFIX)) return null;
  const name = url.slice(UPLOADS_PATH_PREFIX.length);
  return isStoredName(name) ? name : null;
}
