// Keys the server generates for itself (JWT signing, wearable-token encryption): 32 random
// bytes created once in the data folder, owner-only (mode 0600), and read back on every start.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_BYTES = 32;
const SECRET_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface LoadedSecret {
  key: Buffer;
  /** True when this call generated the key (worth one log line at start-up). */
  created: boolean;
  file: string;
}

/** The file that holds the secret `name`, e.g. DATA_DIR/jwt-secret.key. */
export function secretFilePath(dataDir: string, name: string): string {
  if (!SECRET_NAME_PATTERN.test(name)) throw new Error(`Invalid secret name: ${name}`);
  return path.join(dataDir, `${name}.key`);
}

/**
 * Reads DATA_DIR/<name>.key, or creates it with 32 random bytes. Creation is atomic (a
 * temporary file hard-linked into place), so two processes starting together agree on one
 * key. A file of the wrong size stops the server: silently replacing it would make every
 * token encrypted or signed with the old key unreadable.
 */
export function loadOrCreateSecret(dataDir: string, name: string): LoadedSecret {
  const file = secretFilePath(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const existing = readSecret(file);
  if (existing) return { key: existing, created: false, file };

  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  const key = crypto.randomBytes(SECRET_BYTES);
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeSync(fd, key);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
    return { key, created: true, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another process won the race: use its key.
    const winner = readSecret(file);
    if (!winner) throw error;
    return { key: winner, created: false, file };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readSecret(file: string): Buffer | null {
  let key: Buffer;
  try {
    key = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (key.length !== SECRET_BYTES) {
    throw new Error(`The key file ${file} must hold exactly ${SECRET_BYTES} bytes; restore it from a backup`);
  }
  // Tighten a file someone copied in with looser permissions.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return key;
}
