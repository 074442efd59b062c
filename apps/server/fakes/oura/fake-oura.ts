// A local Oura for tests and development (docs/wearables.md): the OAuth consent page
// (Allow / Deny, scopes the member may untick), the token endpoint and the newer portal's
// fallback endpoint, refresh-token rotation, revoke, and the v2 usercollection API with
// next_token paging, sleep's exclusive start date, 403 for data the member did not share, and
// 429s with Retry-After on demand. Driven through the returned object, or over HTTP with
// POST /__control when it runs on its own (main.ts).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { type OuraDocuments, ouraDay } from "./oura-history.ts";

export const OURA_FAKE_SCOPES = [
  "email",
  "personal",
  "daily",
  "heartrate",
  "workout",
  "tag",
  "session",
  "spo2Daily",
];
const DATA_SCOPE: Record<keyof OuraDocuments, string> = {
  daily_readiness: "daily",
  daily_sleep: "daily",
  sleep: "daily",
  workout: "workout",
  daily_stress: "daily",
};
const PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

export interface FakeOuraOptions {
  port?: number;
  host?: string;
  seed?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  /** "classic": the documented token endpoint works; "portal": it answers 400 invalid_request and only the fallback works. */
  portal?: "classic" | "portal";
  /** Days of history before today; default 365. */
  days?: number;
  accessTokenSeconds?: number;
  now?: () => number;
}

interface Member {
  id: string;
  offset: string;
}
interface Grant {
  memberId: string;
  scopes: Set<string>;
}

export type FakeOura = Awaited<ReturnType<typeof startFakeOura>>;

export async function startFakeOura(options: FakeOuraOptions = {}) {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 7;
  const app = {
    clientId: options.clientId ?? "fake-oura-client",
    clientSecret: options.clientSecret ?? "fake-oura-secret",
    redirectUris: options.redirectUris ?? [],
    portal: options.portal ?? "classic",
  };
  const historyDays = options.days ?? 365;
  const accessSeconds = options.accessTokenSeconds ?? 86_400;
  const members = new Map<string, Member>();
  const codes = new Map<string, Grant & { redirectUri: string; expiresAt: number }>();
  const accessTokens = new Map<string, Grant & { expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const counts = new Map<string, number>();
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  let rateLimited = { remaining: 0, retryAfterSeconds: 1 };

  function createMember(): Member {
    const member = { id: `oura-${members.size + 1}`, offset: members.size % 2 === 0 ? "+02:00" : "-05:00" };
    members.set(member.id, member);
    return member;
  }

  function today(member: Member): string {
    const sign = member.offset.startsWith("-") ? -1 : 1;
    const [hours, minutes] = member.offset.slice(1).split(":").map(Number);
    return new Date(now() + sign * ((hours as number) * 60 + (minutes as number)) * 60_000)
      .toISOString()
      .slice(0, 10);
  }

  /** Every document of `type` for days from `from` to `to` inclusive that the member has. */
  function documents<K extends keyof OuraDocuments>(memberId: string, type: K, from: string, to: string) {
    const member = members.get(memberId);
    if (!member) return [];
    const last = today(member);
    const first = new Date(Date.parse(`${last}T00:00:00Z`) - historyDays * DAY_MS).toISOString().slice(0, 10);
    const out: OuraDocuments[K] = [];
    for (let t = Date.parse(`${from > first ? from : first}T00:00:00Z`); ; t += DAY_MS) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (day > to || day > last) break;
      out.push(...(ouraDay(seed, memberId, member.offset, day)[type] as OuraDocuments[K]));
    }
    return out;
  }

  function issueTokens(grant: Grant) {
    const access = crypto.randomBytes(16).toString("hex");
    const refresh = crypto.randomBytes(16).toString("hex");
    accessTokens.set(access, { ...grant, expiresAt: now() + accessSeconds * 1000 });
    refreshTokens.set(refresh, grant);
    return { access_token: access, token_type: "bearer", expires_in: accessSeconds, refresh_token: refresh };
  }

  const server = express();
  server.disable("x-powered-by");
  server.use((req, res, next) => {
    if (req.path.startsWith("/__control") || req.path.startsWith("/oauth/authorize")) return next();
    count(`${req.method} ${req.path.replace(/\/[0-9a-f-]{36}$/, "/:id")}`);
    if (rateLimited.remaining > 0) {
      rateLimited.remaining--;
      res.set({ "retry-after": String(rateLimited.retryAfterSeconds), "x-ratelimit-limit": "5000" });
      res.status(429).json({ detail: "Rate limit exceeded" });
      return;
    }
    next();
  });

  server.get("/oauth/authorize", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const problem = checkAuthorize(q);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    if (q.auto === "allow" || q.auto === "deny") {
      const unshared = new Set((q.unshare ?? "").split(",").filter(Boolean));
      const scopes = (q.scope ?? "").split(" ").filter((scope) => scope && !unshared.has(scope));
      res.redirect(302, decide(q, q.auto === "allow", q.member, scopes));
      return;
    }
    res.type("html").send(consentPage(q));
  });

  server.post("/oauth/authorize/decision", express.urlencoded({ extended: false }), (req, res) => {
    const form = req.body as Record<string, string | string[] | undefined>;
    const q = Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value.join(" ") : value]),
    );
    const problem = checkAuthorize(q);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    const shared = (q.shared ?? "").split(" ").filter(Boolean);
    res.redirect(302, decide(q, q.decision === "allow", q.member, shared));
  });

  function checkAuthorize(q: Record<string, string | undefined>): string | null {
    if (q.response_type !== "code") return "response_type must be code";
    if (q.client_id !== app.clientId) return "unknown client_id";
    if (!q.redirect_uri || (app.redirectUris.length > 0 && !app.redirectUris.includes(q.redirect_uri)))
      return "redirect_uri is not registered";
    const scopes = (q.scope ?? "").split(" ").filter(Boolean);
    if (scopes.some((scope) => !OURA_FAKE_SCOPES.includes(scope))) return "unknown scope";
    return null;
  }

  function decide(
    q: Record<string, string | undefined>,
    allow: boolean,
    memberId: string | undefined,
    scopes: string[],
  ) {
    const target = new URL(q.redirect_uri as string);
    if (q.state) target.searchParams.set("state", q.state);
    if (!allow) {
      target.searchParams.set("error", "access_denied");
      return target.toString();
    }
    const member = (memberId && members.get(memberId)) || createMember();
    const code = crypto.randomBytes(12).toString("hex");
    codes.set(code, {
      memberId: member.id,
      scopes: new Set(scopes),
      redirectUri: q.redirect_uri as string,
      expiresAt: now() + 10 * 60_000,
    });
    target.searchParams.set("code", code);
    return target.toString();
  }

  function consentPage(q: Record<string, string | undefined>): string {
    const hidden = ["response_type", "client_id", "redirect_uri", "scope", "state"]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? "")}">`)
      .join("");
    const boxes = (q.scope ?? "")
      .split(" ")
      .filter(Boolean)
      .map(
        (scope) =>
          `<label><input type="checkbox" name="shared" value="${escapeHtml(scope)}" checked> ${escapeHtml(scope)}</label>`,
      )
      .join("<br>");
    const options = [...members.values()]
      .map((m) => `<option value="${m.id}">${m.id} (${m.offset})</option>`)
      .join("");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Oura - Authorize</title></head>
<body><main><h1>Fake Oura</h1><p>An app asks to read your Oura data. Untick what you do not want to share.</p>
<form method="post" action="/oauth/authorize/decision">${hidden}${boxes}<br>
<label>Sign in as <select name="member"><option value="">A new member</option>${options}</select></label>
<button type="submit" name="decision" value="allow">Accept</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main></body></html>`;
  }

  function tokenGrant(form: Record<string, string | undefined>): { status: number; body: unknown } {
    if (form.client_id !== app.clientId || form.client_secret !== app.clientSecret)
      return { status: 401, body: { error: "invalid_client" } };
    if (form.grant_type === "authorization_code") {
      const issued = form.code ? codes.get(form.code) : undefined;
      if (form.code) codes.delete(form.code);
      if (!issued || issued.expiresAt < now() || issued.redirectUri !== form.redirect_uri)
        return { status: 400, body: { error: "invalid_grant" } };
      return { status: 200, body: issueTokens(issued) };
    }
    if (form.grant_type === "refresh_token") {
      const grant = form.refresh_token ? refreshTokens.get(form.refresh_token) : undefined;
      if (!grant) return { status: 400, body: { error: "invalid_grant" } };
      refreshTokens.delete(form.refresh_token as string);
      return { status: 200, body: issueTokens(grant) };
    }
    return { status: 400, body: { error: "unsupported_grant_type" } };
  }

  const form = express.urlencoded({ extended: false });
  server.post("/oauth/token", form, (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    count(`token:${body.grant_type ?? "none"}`);
    if (app.portal === "portal") {
      res
        .status(400)
        .json({ error: "invalid_request", error_description: "Use the developer portal's endpoint" });
      return;
    }
    const answer = tokenGrant(body);
    res.status(answer.status).json(answer.body);
  });
  server.post("/moi/oauth/v2/ext/oauth-token", form, (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    count(`fallback-token:${body.grant_type ?? "none"}`);
    if (app.portal === "classic") {
      res.status(400).json({ error: "invalid_request" });
      return;
    }
    const answer = tokenGrant(body);
    res.status(answer.status).json(answer.body);
  });
  server.post("/oauth/revoke", (req, res) => {
    const token = String(req.query.access_token ?? "");
    const grant = accessTokens.get(token);
    if (!grant) {
      res.status(401).json({ detail: "Unknown token" });
      return;
    }
    for (const [key, value] of accessTokens) if (value.memberId === grant.memberId) accessTokens.delete(key);
    for (const [key, value] of refreshTokens)
      if (value.memberId === grant.memberId) refreshTokens.delete(key);
    res.status(200).json({});
  });

  function bearer(req: express.Request, res: express.Response): (Grant & { expiresAt: number }) | null {
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const grant = token ? accessTokens.get(token) : undefined;
    if (!grant || grant.expiresAt <= now()) {
      res.status(401).json({ detail: "Unauthorized" });
      return null;
    }
    return grant;
  }

  server.get("/v2/usercollection/personal_info", (req, res) => {
    const grant = bearer(req, res);
    if (!grant) return;
    if (!grant.scopes.has("personal")) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    res.json({
      id: grant.memberId,
      age: 35,
      weight: 70,
      height: 1.75,
      biological_sex: "female",
      email: null,
    });
  });

  // Webhook subscriptions (app credentials in x-client-id / x-client-secret). Creating one
  // first checks the callback: GET ?verification_token=…&challenge=… must echo the challenge.
  const subscriptions = new Map<
    string,
    {
      id: string;
      callback_url: string;
      event_type: string;
      data_type: string;
      expiration_time: string;
      token: string;
    }
  >();
  const appAuthorized = (req: express.Request) =>
    req.get("x-client-id") === app.clientId && req.get("x-client-secret") === app.clientSecret;
  const publicSubscription = ({ token: _token, ...rest }: { token: string } & Record<string, string>) => rest;
  const SUBSCRIPTION_DAYS = 30;
  /** Tests: the origin that callback URLs are reached at (the server under test listens on a free port). */
  let callbackOrigin: string | null = null;
  const reach = (url: string) => (callbackOrigin ? `${callbackOrigin}${new URL(url).pathname}` : url);

  server.get("/v2/webhook/subscription", (req, res) => {
    if (!appAuthorized(req)) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    res.json([...subscriptions.values()].map(publicSubscription));
  });
  server.post("/v2/webhook/subscription", express.json(), async (req, res) => {
    if (!appAuthorized(req)) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const body = req.body as Record<string, string>;
    const taken = [...subscriptions.values()].some(
      (s) => s.data_type === body.data_type && s.event_type === body.event_type,
    );
    if (taken) {
      res.status(409).json({ detail: "A subscription for this data type and event type exists" });
      return;
    }
    const challenge = crypto.randomBytes(8).toString("hex");
    const check = new URL(reach(body.callback_url ?? ""));
    check.searchParams.set("verification_token", body.verification_token ?? "");
    check.searchParams.set("challenge", challenge);
    const answer = await fetch(check).catch(() => null);
    const echoed = answer?.ok ? ((await answer.json()) as { challenge?: string }).challenge : undefined;
    if (echoed !== challenge) {
      res.status(400).json({ detail: "The callback did not answer the challenge" });
      return;
    }
    const subscription = {
      id: crypto.randomUUID(),
      callback_url: body.callback_url as string,
      event_type: body.event_type as string,
      data_type: body.data_type as string,
      expiration_time: new Date(now() + SUBSCRIPTION_DAYS * DAY_MS).toISOString(),
      token: body.verification_token as string,
    };
    subscriptions.set(subscription.id, subscription);
    res.status(201).json(publicSubscription(subscription));
  });
  server.put("/v2/webhook/subscription/renew/:id", (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!appAuthorized(req) || !subscription) {
      res.status(subscription ? 403 : 404).json({ detail: "Not renewed" });
      return;
    }
    subscription.expiration_time = new Date(now() + SUBSCRIPTION_DAYS * DAY_MS).toISOString();
    res.json(publicSubscription(subscription));
  });

  server.get("/v2/usercollection/:type/:id", (req, res) => {
    const type = req.params.type as keyof OuraDocuments;
    const grant = bearer(req, res);
    if (!grant) return;
    if (!(type in DATA_SCOPE) || !grant.scopes.has(DATA_SCOPE[type])) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const member = members.get(grant.memberId) as Member;
    const doc = documents(grant.memberId, type, "1970-01-01", today(member)).find(
      (d) => d.id === req.params.id,
    );
    if (!doc) {
      res.status(404).json({ detail: "Not found" });
      return;
    }
    res.json(doc);
  });

  server.get("/v2/usercollection/:type", (req, res) => {
    const type = req.params.type as keyof OuraDocuments;
    if (!(type in DATA_SCOPE)) {
      res.status(404).json({ detail: "Not found" });
      return;
    }
    const grant = bearer(req, res);
    if (!grant) return;
    if (!grant.scopes.has(DATA_SCOPE[type])) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const q = req.query as Record<string, string | undefined>;
    const member = members.get(grant.memberId) as Member;
    const end = q.end_date ?? today(member);
    const start =
      q.start_date ?? new Date(Date.parse(`${end}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    // Oura's `sleep` leaves out its start date (start_date < day <= end_date).
    const from =
      type === "sleep"
        ? new Date(Date.parse(`${start}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
        : start;
    const all = documents(grant.memberId, type, from, end);
    const offset = q.next_token ? Number(Buffer.from(q.next_token, "base64url").toString()) : 0;
    const page = all.slice(offset, offset + PAGE_SIZE);
    const next =
      offset + PAGE_SIZE < all.length ? Buffer.from(String(offset + PAGE_SIZE)).toString("base64url") : null;
    res.json({ data: page, next_token: next });
  });

  server.post("/__control", express.json(), (req, res) => {
    const { action, ...args } = req.body as { action?: string } & Record<string, unknown>;
    if (action === "rateLimit")
      control.rateLimit(Number(args.times ?? 1), Number(args.retryAfterSeconds ?? 1));
    res.json({ result: null });
  });
  server.get(
    "/__control",
    (_req, res) => void res.json({ counts: Object.fromEntries(counts), members: [...members.keys()] }),
  );

  const listener = http.createServer(server);
  await new Promise<void>((resolve) =>
    listener.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = listener.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;

  const control = {
    /** The next `times` requests answer 429 with Retry-After. */
    rateLimit(times: number, retryAfterSeconds = 1) {
      rateLimited = { remaining: times, retryAfterSeconds };
    },
    count: (key: string) => counts.get(key) ?? 0,
    resetCounts: () => counts.clear(),
    documents,
    members: () => [...members.values()],
    today: (memberId: string) => today(members.get(memberId) as Member),
    /** Every access token dies now (the next call answers 401). */
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    /** Oura forgets every refresh token: a refresh is refused. */
    forgetRefreshTokens() {
      refreshTokens.clear();
    },
    subscriptions: () => [...subscriptions.values()].map(publicSubscription),
    reachCallbacksAt(origin: string) {
      callbackOrigin = origin;
    },
    /** Expires every subscription now (the next upkeep must renew them). */
    expireSubscriptions() {
      for (const subscription of subscriptions.values())
        subscription.expiration_time = new Date(now()).toISOString();
    },
    /**
     * Sends an event to every subscription for its data and event type, signed as Oura signs
     * (hex HMAC-SHA256 of timestamp + body with the client secret). `sign` overrides the
     * secret or the timestamp (forgeries, stale deliveries); answers each callback's status.
     */
    async deliver(
      event: { event_type: string; data_type: string; object_id: string; user_id: string },
      sign: { secret?: string; timestampMs?: number } = {},
    ) {
      const body = JSON.stringify({ ...event, event_time: new Date(now()).toISOString() });
      const timestamp = String(Math.floor((sign.timestampMs ?? now()) / 1000));
      const signature = crypto
        .createHmac("sha256", sign.secret ?? app.clientSecret)
        .update(timestamp)
        .update(body)
        .digest("hex")
        .toUpperCase();
      const delivery = {
        body,
        headers: {
          "content-type": "application/json",
          "x-oura-signature": signature,
          "x-oura-timestamp": timestamp,
        },
      };
      const statuses: number[] = [];
      for (const subscription of subscriptions.values()) {
        if (subscription.data_type !== event.data_type || subscription.event_type !== event.event_type)
          continue;
        const answer = await fetch(reach(subscription.callback_url), { method: "POST", ...delivery });
        statuses.push(answer.status);
      }
      return { statuses, delivery };
    },
    /** Access tokens that still work for the member (after a revoke: none). */
    liveTokens: (memberId: string) =>
      [...accessTokens.values()].filter((grant) => grant.memberId === memberId).length,
  };

  return {
    ...control,
    url,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    env: (): Record<string, string> => ({
      OURA_CLIENT_ID: app.clientId,
      OURA_CLIENT_SECRET: app.clientSecret,
      OURA_AUTHORIZE_URL: `${url}/oauth/authorize`,
      OURA_API_URL: url,
      OURA_TOKEN_FALLBACK_URL: `${url}/moi/oauth/v2/ext/oauth-token`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
