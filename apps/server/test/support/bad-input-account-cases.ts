// Bad input on the account, wearable and narrator-settings calls (the bad-input test runs these): missing
// fields, wrong types, forged tokens, wrong content types, oversized or broken uploads.
import {
  ALERT_NOT_FOUND,
  CHECKIN_LINK_INVALID,
  type ProcedureName,
  PUSH_SUBSCRIPTION_NOT_FOUND,
} from "@evenkeel/contracts";
import {
  AUTH,
  type BadCase,
  BIG,
  CALLBACK,
  DATE,
  del,
  get,
  json,
  NOT_JSON,
  post,
  rawBody,
  withToken,
} from "./bad-requests.ts";
import { pngBytes } from "./media-fixtures.ts";
import { pictureForm } from "./upload-form.ts";

export const accountAndWearableBadCases: Partial<Record<ProcedureName, BadCase[]>> = {
  "auth.signup": [
    ["no fields", json("POST", "/auth/signup", {}), 400, /^email: Enter a valid email address; password: /],
    [
      "a malformed e-mail",
      json("POST", "/auth/signup", { email: "ada@", password: "long enough pw" }),
      400,
      "email: Enter a valid email address",
    ],
    [
      "a short password",
      json("POST", "/auth/signup", { email: "new@example.com", password: "short" }),
      400,
      "password: Password must be at least 8 characters",
    ],
    [
      "an e-mail that is a number",
      json("POST", "/auth/signup", { email: 5, password: "long enough pw" }),
      400,
      "email: Enter a valid email address",
    ],
    [
      "an outside picture URL",
      json("POST", "/auth/signup", {
        email: "x@example.com",
        password: "long enough pw",
        profile_picture_url: "https://evil.example/a.png",
      }),
      400,
      "profile_picture_url: Profile picture must be an uploaded image",
    ],
    [
      "a form body",
      rawBody(
        "POST",
        "/auth/signup",
        "application/x-www-form-urlencoded",
        "email=a%40b.co&password=12345678",
      ),
      400,
      NOT_JSON,
    ],
    [
      "malformed JSON",
      rawBody("POST", "/auth/signup", "application/json", '{"email": "a@b.co",'),
      400,
      "Request body must be valid JSON",
    ],
    [
      "a 200 KB body",
      json("POST", "/auth/signup", { email: "a@b.co", password: BIG }),
      413,
      "Request body is too large",
    ],
  ],
  "auth.signin": [
    ["no password", json("POST", "/auth/signin", { email: "ada@example.com" }), 400, /^password: /],
    [
      "a body that is an array",
      json("POST", "/auth/signin", ["ada@example.com", "pw"]),
      400,
      /^email: .*; password: /,
    ],
  ],
  "auth.confirm": [
    ["no token", json("POST", "/auth/confirm", { type: "signup" }), 400, "token_hash: Required"],
    [
      "an unknown type",
      json("POST", "/auth/confirm", { token_hash: "t", type: "recovery" }),
      400,
      "type: type must be signup or email",
    ],
    [
      "an unknown token",
      json("POST", "/auth/confirm", { token_hash: "made-up", type: "signup" }),
      400,
      "Failed to confirm email. The link may have expired.",
    ],
  ],
  "auth.resendConfirmation": [
    ["no e-mail", json("POST", "/auth/resend-confirmation", {}), 400, /^email: /],
    ["an e-mail that is a number", json("POST", "/auth/resend-confirmation", { email: 42 }), 400, /^email: /],
    [
      "not an e-mail address",
      json("POST", "/auth/resend-confirmation", { email: "nobody" }),
      400,
      /^email: /,
    ],
  ],
  "auth.refresh": [
    ["a number", json("POST", "/auth/refresh", { refresh_token: 123 }), 400, /^refresh_token: /],
    [
      "an unknown token",
      json("POST", "/auth/refresh", { refresh_token: "made-up" }),
      401,
      "Your session has expired. Please sign in again.",
    ],
  ],
  "auth.signout": [["a forged token", withToken("forged.token.value", post("/auth/signout")), 401, AUTH]],
  "auth.me": [
    ["no token", withToken(null, get("/auth/me")), 401, AUTH],
    [
      "a tampered token",
      (ctx) => ctx.clientWith(`${ctx.accessToken.slice(0, -2)}xx`).get("/auth/me"),
      401,
      AUTH,
    ],
  ],
  "auth.updateMe": [
    ["a 101-character name", json("PUT", "/auth/me", { first_name: "x".repeat(101) }), 400, /^first_name: /],
    [
      "a traversal picture path",
      json("PUT", "/auth/me", { profile_picture_url: "/api/uploads/../../evenkeel.db" }),
      400,
      "profile_picture_url: Profile picture must be an uploaded image",
    ],
    [
      "an upload that does not exist",
      json("PUT", "/auth/me", { profile_picture_url: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp" }),
      400,
      "Profile picture must be an uploaded image",
    ],
    ["a name that is a number", json("PUT", "/auth/me", { last_name: 7 }), 400, /^last_name: /],
    ["a text body", rawBody("PUT", "/auth/me", "text/plain", '{"first_name":"Eve"}'), 400, NOT_JSON],
  ],
  "auth.uploadProfilePicture": [
    [
      "a JSON body",
      json("POST", "/auth/upload-profile-picture", { file: "aGVsbG8=" }),
      400,
      'Send the picture as multipart/form-data in a field named "file"',
    ],
    [
      "no file field",
      async (ctx) =>
        ctx.client.raw({
          method: "POST",
          path: "/auth/upload-profile-picture",
          body: pictureForm(await pngBytes(), "image/png", "picture"),
        }),
      400,
      "Please select an image file",
    ],
    [
      "a text file",
      (ctx) =>
        ctx.client.raw({
          method: "POST",
          path: "/auth/upload-profile-picture",
          body: pictureForm(Buffer.from("just text"), "image/png"),
        }),
      400,
      "Please select an image file",
    ],
    [
      "a 6 MB file",
      (ctx) =>
        ctx.client.raw({
          method: "POST",
          path: "/auth/upload-profile-picture",
          body: pictureForm(new Uint8Array(6 * 1024 * 1024), "image/png"),
        }),
      413,
      "Image size must be less than 5MB",
    ],
    [
      "a broken multipart body",
      rawBody(
        "POST",
        "/auth/upload-profile-picture",
        "multipart/form-data; boundary=XYZ",
        '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      ),
      400,
      /^(The upload could not be read|Please select an image file)/,
    ],
    [
      "multipart without a boundary",
      rawBody("POST", "/auth/upload-profile-picture", "multipart/form-data", "abc"),
      400,
      /multipart\/form-data/,
    ],
  ],
  "auth.deleteAllData": [["a forged token", withToken("forged", del("/auth/delete-all-data")), 401, AUTH]],
  "wearable.providers": [["a forged token", withToken("forged", get("/wearables")), 401, AUTH]],
  "wearable.connection": [
    ["an unknown provider", get("/garmin/connection"), 404, "Not found"],
    ["a traversal provider", get("/..%2Fauth/connection"), 404, "Not found"],
  ],
  "wearable.authorize": [
    [
      "a javascript: redirect",
      json("POST", "/whoop/auth/authorize", { redirect_uri: "javascript:alert(1)" }),
      400,
      "redirect_uri: redirect_uri must be an http(s) URL",
    ],
    [
      "an unknown provider",
      json("POST", "/fitbit/auth/authorize", { redirect_uri: CALLBACK }),
      404,
      "Not found",
    ],
  ],
  "wearable.callback": [
    [
      "no code",
      json("POST", "/whoop/auth/callback", { redirect_uri: CALLBACK, state: "s" }),
      400,
      "code: Required",
    ],
  ],
  "wearable.sync": [
    ["month 13", post("/whoop/sync/manual", { start_date: "2024-13-01" }), 400, `start_date: ${DATE}`],
  ],
  "wearable.disconnect": [["an unknown provider", del("/garmin/connection"), 404, "Not found"]],
  "narrator.settings": [["no token", withToken(null, get("/settings/narrator")), 401, AUTH]],
  "narrator.updateSettings": [
    ["enabled as text", json("PUT", "/settings/narrator", { enabled: "yes" }), 400, /^enabled: /],
    ["allow_notes as a number", json("PUT", "/settings/narrator", { allow_notes: 1 }), 400, /^allow_notes: /],
    ["no token", withToken(null, json("PUT", "/settings/narrator", { enabled: true })), 401, AUTH],
  ],
  // Outreach: notification preferences, push browsers, alerts and the one-tap check-in.
  "notifications.settings": [["no token", withToken(null, get("/settings/notifications")), 401, AUTH]],
  "notifications.updatePreferences": [
    [
      "a time that is not HH:MM",
      json("PATCH", "/settings/notifications", { reminder_time: "25:00" }),
      400,
      /^reminder_time: Time must be HH:MM/,
    ],
    [
      "a switch as text",
      json("PATCH", "/settings/notifications", { reminder_enabled: "yes" }),
      400,
      /^reminder_enabled: /,
    ],
    [
      "no token",
      withToken(null, json("PATCH", "/settings/notifications", { reminder_enabled: true })),
      401,
      AUTH,
    ],
  ],
  "notifications.subscribePush": [
    [
      "an endpoint that is no URL",
      json("POST", "/settings/notifications/push", { endpoint: "nope", keys: { p256dh: "B", auth: "a" } }),
      400,
      /^endpoint: /,
    ],
    [
      "no keys",
      json("POST", "/settings/notifications/push", { endpoint: "https://push.example.com/x" }),
      400,
      /^keys: /,
    ],
  ],
  "notifications.removePush": [
    ["an unknown browser", del("/settings/notifications/push/unknown"), 404, PUSH_SUBSCRIPTION_NOT_FOUND],
  ],
  "notifications.alerts": [["no token", withToken(null, get("/settings/alerts")), 401, AUTH]],
  "notifications.alert": [["an unknown alert", get("/alerts/unknown"), 404, ALERT_NOT_FOUND]],
  "notifications.readAlert": [
    ["an unknown alert", json("POST", "/alerts/unknown/read", {}), 404, ALERT_NOT_FOUND],
  ],
  "checkin.status": [
    ["no date", get("/checkin?token=0123456789abcdef0123"), 400, /^date: /],
    [
      "an unknown token",
      get("/checkin?token=0123456789abcdef0123&date=2026-11-20"),
      404,
      CHECKIN_LINK_INVALID,
    ],
  ],
  "checkin.rate": [
    [
      "a rating of 11",
      json("POST", "/checkin/rate", { token: "0123456789abcdef0123", date: "2026-11-20", rating: 11 }),
      400,
      /^rating: /,
    ],
    [
      "an unknown token",
      json("POST", "/checkin/rate", { token: "0123456789abcdef0123", date: "2026-11-20", rating: 5 }),
      404,
      CHECKIN_LINK_INVALID,
    ],
  ],
  "checkin.details": [
    [
      "an unknown tag",
      json("POST", "/checkin/details", {
        token: "0123456789abcdef0123",
        date: "2026-11-20",
        tags: ["bored"],
      }),
      400,
      /^tags/,
    ],
    [
      "an unknown token",
      json("POST", "/checkin/details", { token: "0123456789abcdef0123", date: "2026-11-20", notes: "x" }),
      404,
      CHECKIN_LINK_INVALID,
    ],
  ],
};
