// The fake Google's OAuth server (Google's web-server flow): the consent page with Allow and
// Deny and a box per scope (Google lets a member untick scopes), the token endpoint (code with
// PKCE, refresh; refresh tokens are not rotated), revoke, and the 7-day life of a grant given
// by an app in Testing, counted on the fake's movable clock.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { escapeHtml, formQuery, hiddenFields } from "../consent-form.ts";
import type { FakeGoogleState, Grant } from "./state.ts";

export function oauthRoutes(state: FakeGoogleState): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false });

  router.get("/o/oauth2/v2/auth", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const problem = checkAuthorize(state, q);
    if (problem) {
      res.status(400).type("text/plain").send(`Error 400: invalid_request (${problem})`);
      return;
    }
    if (q.auto === "allow" || q.auto === "deny") {
      const unshared = new Set((q.unshare ?? "").split(",").filter(Boolean));
      const scopes = (q.scope ?? "").split(" ").filter((s) => s && !unshared.has(shortScope(s)));
      res.redirect(302, decide(state, q, q.auto === "allow", q.member, scopes, q.unlinked === "1"));
      return;
    }
    res.type("html").send(consentPage(state, q));
  });

  router.post("/o/oauth2/v2/auth/decision", form, (req, res) => {
    const q = formQuery(req.body);
    const problem = checkAuthorize(state, q);
    if (problem) {
      res.status(400).type("text/plain").send(`Error 400: invalid_request (${problem})`);
      return;
    }
    const shared = (q.shared ?? "").split(" ").filter(Boolean);
    res.redirect(302, decide(state, q, q.decision === "allow", q.member, shared, q.unlinked === "1"));
  });

  router.post("/token", form, (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    state.count(`token:${body.grant_type ?? "none"}`);
    const answer = tokenGrant(state, body);
    res.status(answer.status).json(answer.body);
  });

  router.post("/revoke", form, (req, res) => {
    const token = (req.body as Record<string, string | undefined>).token ?? "";
    state.count("revoke");
    const grant = state.accessTokens.get(token)?.grant ?? state.refreshTokens.get(token);
    if (!grant || grant.revoked) {
      res.status(400).json({ error: "invalid_token", error_description: "Token expired or revoked" });
      return;
    }
    grant.revoked = true;
    res.status(200).json({});
  });
  return router;
}

function shortScope(scope: string): string {
  return scope.replace("https://www.googleapis.com/auth/googlehealth.", "").replace(/\.readonly$/, "");
}

function checkAuthorize(state: FakeGoogleState, q: Record<string, string | undefined>): string | null {
  if (q.response_type !== "code") return "response_type must be code";
  if (q.client_id !== state.app.clientId) return "The OAuth client was not found";
  if (
    !q.redirect_uri ||
    (state.app.redirectUris.length > 0 && !state.app.redirectUris.includes(q.redirect_uri))
  )
    return "redirect_uri_mismatch";
  const scopes = (q.scope ?? "").split(" ").filter(Boolean);
  if (
    scopes.length === 0 ||
    scopes.some((s) => !s.startsWith("https://www.googleapis.com/auth/googlehealth."))
  )
    return "invalid_scope";
  if (q.code_challenge !== undefined && q.code_challenge_method !== "S256") return "code_challenge_method";
  return null;
}

function decide(
  state: FakeGoogleState,
  q: Record<string, string | undefined>,
  allow: boolean,
  memberId: string | undefined,
  scopes: string[],
  unlinked: boolean,
): string {
  const target = new URL(q.redirect_uri as string);
  if (!allow) {
    target.searchParams.set("error", "access_denied");
    if (q.state) target.searchParams.set("state", q.state);
    return target.toString();
  }
  const member = (memberId && state.members.get(memberId)) || state.createMember({ linked: !unlinked });
  const code = `4/${crypto.randomBytes(12).toString("hex")}`;
  state.codes.set(code, {
    memberId: member.id,
    scopes,
    redirectUri: q.redirect_uri as string,
    challenge: q.code_challenge,
    offline: q.access_type === "offline",
    expiresAt: state.now() + 10 * 60_000,
  });
  target.searchParams.set("code", code);
  if (q.state) target.searchParams.set("state", q.state);
  target.searchParams.set("scope", scopes.join(" "));
  return target.toString();
}

function tokenGrant(state: FakeGoogleState, form: Record<string, string | undefined>) {
  if (form.client_id !== state.app.clientId || form.client_secret !== state.app.clientSecret)
    return { status: 401, body: { error: "invalid_client", error_description: "Unauthorized" } };
  if (form.grant_type === "authorization_code") {
    const issued = form.code ? state.codes.get(form.code) : undefined;
    if (form.code) state.codes.delete(form.code);
    if (!issued || issued.expiresAt < state.now() || issued.redirectUri !== form.redirect_uri)
      return { status: 400, body: { error: "invalid_grant", error_description: "Bad Request" } };
    if (issued.challenge !== undefined) {
      const computed = crypto
        .createHash("sha256")
        .update(form.code_verifier ?? "")
        .digest("base64url");
      if (computed !== issued.challenge)
        return { status: 400, body: { error: "invalid_grant", error_description: "Invalid code verifier." } };
    }
    const grant: Grant = {
      memberId: issued.memberId,
      scopes: new Set(issued.scopes),
      consentedAt: state.now(),
      revoked: false,
    };
    return { status: 200, body: state.issue(grant, issued.offline) };
  }
  if (form.grant_type === "refresh_token") {
    const grant = form.refresh_token ? state.refreshTokens.get(form.refresh_token) : undefined;
    if (!grant || grant.revoked || state.lapsed(grant))
      return {
        status: 400,
        body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
      };
    return { status: 200, body: state.issue(grant, false) };
  }
  return { status: 400, body: { error: "unsupported_grant_type" } };
}

function consentPage(state: FakeGoogleState, q: Record<string, string | undefined>): string {
  const hidden = hiddenFields(q, [
    "response_type",
    "client_id",
    "redirect_uri",
    "scope",
    "state",
    "code_challenge",
    "code_challenge_method",
    "access_type",
  ]);
  const boxes = (q.scope ?? "")
    .split(" ")
    .filter(Boolean)
    .map(
      (scope) =>
        `<label><input type="checkbox" name="shared" value="${escapeHtml(scope)}" checked> See your Google Health ${escapeHtml(shortScope(scope).replaceAll("_", " "))} data</label>`,
    )
    .join("<br>");
  const options = [...state.members.values()]
    .map((m) => `<option value="${m.id}">${m.id}${m.linked ? "" : " (no Fitbit data)"}</option>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Google - Sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><main>
<h1>Fake Google</h1><p>Evenkeel wants access to your Google Account. Untick what you do not want to share.</p>
<form method="post" action="/o/oauth2/v2/auth/decision">${hidden}${boxes}<br><br>
<label>Account <select name="member"><option value="">A new account</option>${options}</select></label><br>
<label><input type="checkbox" name="unlinked" value="1"> This account has no Fitbit data</label><br><br>
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button></form></main></body></html>`;
}
