// Subscribing this browser to web push (docs/notifications.md): the service worker
// receives the messages; the browser's push service gets the server's VAPID public key.
import {
  PUSH_PERMISSION_REFUSED,
  PUSH_SERVICE_REFUSED,
  PUSH_UNSUPPORTED,
  type PushSubscribeInput,
} from "@evenkeel/contracts";
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

/** The browser said no (no support, permission refused, push service refused): the message is for the user. */
export class PushRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PushRefusedError";
  }
}

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Asks for permission and subscribes; a refusal throws a PushRefusedError saying what to do. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscribeInput> {
  if (!pushSupported()) throw new PushRefusedError(PUSH_UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushRefusedError(PUSH_PERMISSION_REFUSED);
  const registration = await registerServiceWorker();
  if (!registration) throw new PushRefusedError(PUSH_UNSUPPORTED);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch (refusal) {
    // NotAllowedError is the permission; AbortError and the rest are the push service
    // (MDN: PushManager.subscribe(), Exceptions).
    const denied = refusal instanceof DOMException && refusal.name === "NotAllowedError";
    throw new PushRefusedError(denied ? PUSH_PERMISSION_REFUSED : PUSH_SERVICE_REFUSED, { cause: refusal });
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new PushRefusedError(PUSH_SERVICE_REFUSED);
  return {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    label: browserLabel(),
  };
}
