// The only place that knows how the session is kept on the device: the access and refresh
// tokens and the demo flag (active | exited | absent). Everything else calls these
// functions, and every write notifies subscribers so guards and headers react at once.
// The key names live in contracts: demo-store clears the tokens and sets the flag too.
import { DEVICE_STORAGE_KEYS, type DemoFlag, parseDemoFlag } from "@evenkeel/contracts";

export type { DemoFlag };

const KEYS = DEVICE_STORAGE_KEYS;

const CHANGE_EVENT = "evenkeel:session-change";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as signed out.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Same as above: nothing is kept, and the guard will send the visitor to /login.
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readAccessToken(): string | null {
  return read(KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return read(KEYS.refreshToken);
}

export function storeTokens(tokens: { access_token: string; refresh_token: string }): void {
  write(KEYS.accessToken, tokens.access_token);
  write(KEYS.refreshToken, tokens.refresh_token);
  notify();
}

export function clearTokens(): void {
  write(KEYS.accessToken, null);
  write(KEYS.refreshToken, null);
  notify();
}

export function readDemoFlag(): DemoFlag {
  return parseDemoFlag(read(KEYS.demoFlag));
}

export function storeDemoFlag(flag: DemoFlag): void {
  write(KEYS.demoFlag, flag === "absent" ? null : flag);
  notify();
}

/** Calls `onChange` when this tab or another tab changes the stored session. */
export function subscribeToSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The storage keys, for browser tests that start a session without the sign-in form. */
export const SESSION_STORAGE_KEYS = KEYS;
