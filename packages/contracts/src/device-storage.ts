// The names under which the web app keeps its session on the device: the two
// tokens and the demo flag. The web's session storage and demo-store (which activates and
// exits the demo) both read these, so the names exist once.

export const DEVICE_STORAGE_KEYS = {
  accessToken: "evenkeel.access_token",
  refreshToken: "evenkeel.refresh_token",
  demoFlag: "evenkeel.demo",
} as const;

/** The demo flag; "absent" is stored as no value at all. */
export type DemoFlag = "active" | "exited" | "absent";

export function parseDemoFlag(stored: string | null): DemoFlag {
  return stored === "active" || stored === "exited" ? stored : "absent";
}
