// The fake Oura's OAuth server: the consent page (Accept / Deny, scopes the member may untick),
// the documented token endpoint and the newer portal's fallback endpoint (which of the two
// works depends on the app's portal), refresh-token rotation, and revoke.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { escapeHtml, formQuery, hiddenFields } from "../consent-form.ts";
import { type FakeOuraState, OURA_FAKE_SCOPES } from "./state.ts";

const AUTHORIZE_FIELDS = ["response_type", "client_id", "redirect_uri", "scope", "state"] as const;

export function oauthRoutes(state: FakeOuraState): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false });

  router.get("/oauth/authorize", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const problem = checkAuthorize(state, q);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    if (q.auto === "allow" || q.auto === "deny") {
      const unshared = new Set((q.unshare ?? "").split(",").filter(Boolean));
      const scopes = (q.scope ?? "").split(" ").filter((scope) => scope && !unshared.has(scope));
      res.redirect(302, decide(state, q, q.auto === "allow", q.member, scopes));
      return;
    }
    res.type("html").send(consentPage(state, q));
  });

  router.post("/oauth/authorize/decision", form, (req, res) => {
    const q = formQuery(req.body);
    const problem = checkAuthorize(state, q);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    const shared = (q.shared ?? "").split(" ").filter(Boolean);
    res.redirect(302, decide(state, q, q.decision === "allow", q.member, shared));
  });

  router.post("/oauth/token", form, (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    state.count(`token:${body.grant_type ?? "none"}`);
    if (state.app.portal === "portal") {
      res
        .status(400)
        .json({ error: "invalid_request", error_description: "Use the developer portal's endpoint" });
      return;
    }
    const answer = tokenGrant(state, body);
    res.status(answer.status).json(answer.body);
  });

  router.post("/moi/oauth/v2/ext/oauth-token", form, (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    state.count(`fallback-token:${body.grant_type ?? "none"}`);
    if (state.app.portal === "classic") {
      res.status(400).json({ error: "invalid_request" });
      return;
    }
    const answer = tokenGrant(state, body);
    res.status(answer.status).json(answer.body);
  });

  router.post("/oauth/revoke", (req, res) => {
    const token = String(req.query.access_token ?? "");
    const grant = state.accessTokens.get(token);
    if (!grant) {
      res.status(401).json({ detail: "Unknown token" });
      return;
    }
    for (const [key, value] of state.accessTokens)
      if (value.memberId === grant.memberId) state.accessTokens.delete(key);
    for (const [key, value] of state.refreshTokens)
      if (value.memberId === grant.memberId) state.refreshTokens.delete(key);
    res.status(200).json({});
  });

  return router;
}

function checkAuthorize(state: FakeOuraState, q: Record<string, string | undefined>): string | null {
  const { app } = state;
  if (q.response_type !== "code") return "response_type must be code";
  if (q.client_id !== app.clientId) return "unknown client_id";
  if (!q.redirect_uri || (app.redirectUris.length > 0 && !app.redirectUris.includes(q.redirect_uri)))
    return "redirect_uri is not registered";
  const scopes = (q.scope ?? "").split(" ").filter(Boolean);
  if (scopes.some((scope) => !OURA_FAKE_SCOPES.includes(scope))) return "unknown scope";
  return null;
}

/** Where the member's browser goes next: back to the app with a code, or with access_denied. */
function decide(
  state: FakeOuraState,
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
  const member = (memberId && state.members.get(memberId)) || state.createMember();
  const code = crypto.randomBytes(12).toString("hex");
  state.codes.set(code, {
    memberId: member.id,
    scopes: new Set(scopes),
    redirectUri: q.redirect_uri as string,
    expiresAt: state.now() + 10 * 60_000,
  });
  target.searchParams.set("code", code);
  return target.toString();
}

function consentPage(state: FakeOuraState, q: Record<string, string | undefined>): string {
  const boxes = (q.scope ?? "")
    .split(" ")
    .filter(Boolean)
    .map(
      (scope) =>
        `<label><input type="checkbox" name="shared" value="${escapeHtml(scope)}" checked> ${escapeHtml(scope)}</label>`,
    )
    .join("<br>");
  const options = [...state.members.values()]
    .map((m) => `<option value="${m.id}">${m.id} (${m.offset})</option>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Oura - Authorize</title></head>
<body><main><h1>Fake Oura</h1><p>An app asks to read your Oura data. Untick what you do not want to share.</p>
<form method="post" action="/oauth/authorize/decision">${hiddenFields(q, AUTHORIZE_FIELDS)}${boxes}<br>
<label>Sign in as <select name="member"><option value="">A new member</option>${options}</select></label>
<button type="submit" name="decision" value="allow">Accept</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main></body></html>`;
}

/** The token endpoints' answer: a code or a refresh token exchanged (and rotated). */
function tokenGrant(
  state: FakeOuraState,
  form: Record<string, string | undefined>,
): { status: number; body: unknown } {
  if (form.client_id !== state.app.clientId || form.client_secret !== state.app.clientSecret)
    return { status: 401, body: { error: "invalid_client" } };
  if (form.grant_type === "authorization_code") {
    const issued = form.code ? state.codes.get(form.code) : undefined;
    if (form.code) state.codes.delete(form.code);
    if (!issued || issued.expiresAt < state.now() || issued.redirectUri !== form.redirect_uri)
      return { status: 400, body: { error: "invalid_grant" } };
    return { status: 200, body: state.issueTokens(issued) };
  }
  if (form.grant_type === "refresh_token") {
    const grant = form.refresh_token ? state.refreshTokens.get(form.refresh_token) : undefined;
    if (!grant) return { status: 400, body: { error: "invalid_grant" } };
    state.refreshTokens.delete(form.refresh_token as string);
    return { status: 200, body: state.issueTokens(grant) };
  }
  return { status: 400, body: { error: "unsupported_grant_type" } };
}
