// The fake's OAuth 2.0 endpoints (docs/wearables.md): GET /oauth/oauth2/auth shows a small consent
// page (Allow / Deny, and which member signs in) that redirects back with `code` and `state` or
// `error=access_denied`; `?auto=allow|deny` skips the page for automated tests, `member=ID`
// picks the member, made with that id if the fake has none yet (else a new one is created), so
// a browser test that runs beside others knows which member is its own. POST /oauth/oauth2/token serves the
// authorization_code and refresh_token grants, form-encoded, with refresh-token rotation.
// PKCE as WHOOP's Ory Hydra server does it: an authorize request with a code_challenge (S256
// only) binds the code to it, and the exchange must present the matching code_verifier.
import crypto from "node:crypto";
import express, { type Router } from "express";
import type { FakeWorld } from "./fake-world.ts";

const SCOPES = new Set([
  "read:recovery",
  "read:cycles",
  "read:sleep",
  "read:workout",
  "read:profile",
  "read:body_measurement",
  "offline",
]);

export function oauthRoutes(world: FakeWorld): Router {
  const router = express.Router();
  const { app } = world.options;

  router.get("/auth", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const problem = checkAuthorizeRequest(q, app.clientId, app.redirectUris);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    if (q.auto === "allow" || q.auto === "deny") {
      res.redirect(302, decide(world, q, q.auto === "allow", q.member));
      return;
    }
    res.type("html").send(consentPage(world, q));
  });

  router.post("/auth/decision", express.urlencoded({ extended: false }), (req, res) => {
    const form = req.body as Record<string, string | undefined>;
    const problem = checkAuthorizeRequest(form, app.clientId, app.redirectUris);
    if (problem) {
      res.status(400).type("text/plain").send(`Invalid authorization request: ${problem}`);
      return;
    }
    res.redirect(302, decide(world, form, form.decision === "allow", form.member));
  });

  router.post("/token", express.urlencoded({ extended: false }), (req, res) => {
    const form = req.body as Record<string, string | undefined>;
    world.count(`token:${form.grant_type ?? "none"}`);
    if (form.client_id !== app.clientId || form.client_secret !== app.clientSecret) {
      res.status(401).json({ error: "invalid_client" });
      return;
    }
    if (form.grant_type === "authorization_code") {
      const issued = form.code ? world.takeCode(form.code) : null;
      if (!issued || issued.redirectUri !== form.redirect_uri) {
        res.status(400).json({ error: "invalid_grant", error_description: "Unknown, used or expired code" });
        return;
      }
      if (issued.codeChallenge !== null && s256(form.code_verifier ?? "") !== issued.codeChallenge) {
        world.count("token:pkce_mismatch");
        res
          .status(400)
          .json({ error: "invalid_grant", error_description: "The PKCE code verifier does not match" });
        return;
      }
      res.json(world.issueTokens(issued.memberId, issued.scope));
      return;
    }
    if (form.grant_type === "refresh_token") {
      const tokens = form.refresh_token ? world.rotateRefreshToken(form.refresh_token) : null;
      if (!tokens) {
        res
          .status(400)
          .json({ error: "invalid_grant", error_description: "Refresh token is invalid or was used" });
        return;
      }
      res.json(tokens);
      return;
    }
    res.status(400).json({ error: "unsupported_grant_type" });
  });

  return router;
}

function checkAuthorizeRequest(
  q: Record<string, string | undefined>,
  clientId: string,
  redirectUris: string[],
) {
  if (q.response_type !== "code") return "response_type must be code";
  if (q.client_id !== clientId) return "unknown client_id";
  if (!q.redirect_uri || (redirectUris.length > 0 && !redirectUris.includes(q.redirect_uri))) {
    return "redirect_uri is not registered";
  }
  if (!q.state || q.state.length < 8) return "state must be at least 8 characters";
  const scopes = (q.scope ?? "").split(" ").filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !SCOPES.has(scope))) return "unknown scope";
  if (q.code_challenge !== undefined && q.code_challenge_method !== "S256")
    return "code_challenge_method must be S256";
  if (q.code_challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
    return "malformed code_challenge";
  return null;
}

function s256(verifier: string): string {
  return crypto.createHash("sha256").update(verifier, "ascii").digest("base64url");
}

function decide(
  world: FakeWorld,
  q: Record<string, string | undefined>,
  allow: boolean,
  memberParam?: string,
): string {
  const target = new URL(q.redirect_uri as string);
  target.searchParams.set("state", q.state as string);
  if (!allow) {
    target.searchParams.set("error", "access_denied");
    return target.toString();
  }
  const chosen = memberParam && /^\d+$/.test(memberParam) ? Number(memberParam) : undefined;
  const member =
    chosen === undefined
      ? world.createMember()
      : (world.members.get(chosen) ?? world.createMember({ userId: chosen }));
  member.revoked = false;
  target.searchParams.set(
    "code",
    world.issueCode(
      member.profile.user_id,
      q.redirect_uri as string,
      q.scope as string,
      q.code_challenge ?? null,
    ),
  );
  return target.toString();
}

function consentPage(world: FakeWorld, q: Record<string, string | undefined>): string {
  const hidden = [
    "response_type",
    "client_id",
    "redirect_uri",
    "scope",
    "state",
    "code_challenge",
    "code_challenge_method",
  ]
    .filter((name) => q[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? "")}">`)
    .join("");
  const options = [...world.members.values()]
    .map((m) => `<option value="${m.profile.user_id}">Member ${m.profile.user_id} (${m.offset})</option>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake WHOOP - Authorize</title></head>
<body><main><h1>Fake WHOOP</h1><p>An app asks to read: ${escapeHtml(q.scope ?? "")}</p>
<form method="post" action="auth/decision">${hidden}
<label>Sign in as <select name="member"><option value="">A new member</option>${options}</select></label>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
