// Subscribing this browser to web push (issue 18, docs/notifications.md): the service worker
// receives the messages; the browser's push service gets the server's VAPID public key.
import { PUSH_BLOCKED, PUSH_UNSUPPORTED, type PushSubscribeInput } from "@evenkeel/contracts";
import { registerServiceWorker } from "../app/serviceWorker";

/** The VAPID key as the Push API takes it: URL-safe base64 → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** "Chrome on Android", from the user agent, so Settings can tell browsers apart. */
export function browserLabel(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "this device";
  return `${browser} on ${system}`;
}

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Asks for permission and subscribes; throws an Error whose message is for the user. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscribeInput> {
  if (!pushSupported()) throw new Error(PUSH_UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(PUSH_BLOCKED);
  const registration = await registerServiceWorker();
  if (!registration) throw new Error(PUSH_UNSUPPORTED);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error(PUSH_UNSUPPORTED);
  return {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    label: browserLabel(),
  };
}
