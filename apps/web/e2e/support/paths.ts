// Where the browser tests read from and write to.
import path from "node:path";

export const WEB_ROOT = path.resolve(import.meta.dirname, "../..");
export const WEB_DIST_INDEX = path.join(WEB_ROOT, "dist", "index.html");
/** Screenshots a person looks at after a run (gitignored with the rest of test-output). */
export const SCREENSHOT_DIR = path.join(WEB_ROOT, "test-output", "screenshots");
