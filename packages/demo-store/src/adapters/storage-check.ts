// The demo's answer to "is storage reachable": a write and removal of a probe key, which
// fails when the browser blocks storage or it is full.
import type { KeyValueStorage } from "../key-value-storage.ts";

const PROBE_KEY = "evenkeel.demo_data.probe";

export function checkDemoStorage(storage: KeyValueStorage): "ok" | "error" {
  try {
    storage.setItem(PROBE_KEY, "1");
    storage.removeItem(PROBE_KEY);
    return "ok";
  } catch {
    return "error";
  }
}
