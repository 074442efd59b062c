// What the fake Google Health keeps: its app, its members (each with an offset, and whether the
// Google account has Fitbit data), codes, tokens and grants, request counts, and a clock that
// tests move forward (a grant of an app in Testing lapses 7 days after consent).
import crypto from "node:crypto";

export interface Member {
  id: string;
  /** Minutes east of UTC. */
  offsetMinutes: number;
  /** false: a Google account without Fitbit data (every read answers ACCOUNT_NOT_LINKED). */
  linked: boolean;
  /** Local dates whose main sleep is still being processed. */
  unprocessed: Set<string>;
  /** Every API call answers 401, whatever the token. */
  apiRefuses?: boolean;
}

export interface Grant {
  memberId: string;
  scopes: Set<string>;
  consentedAt: number;
  revoked: boolean;
}

export interface FakeGoogleOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  accessTokenSeconds?: number;
  /** Days a grant lives (7: an app in Testing); 0: forever. */
  grantDays?: number;
  now?: () => number;
}

export type FakeGoogleState = ReturnType<typeof createFakeGoogleState>;

export function createFakeGoogleState(options: FakeGoogleOptions) {
  const baseNow = options.now ?? Date.now;
  let shiftMs = 0;
  const app = {
    clientId: options.clientId ?? "fake-google-client.apps.googleusercontent.com",
    clientSecret: options.clientSecret ?? "fake-google-secret",
    redirectUris: options.redirectUris ?? [],
  };
  const grantDays = options.grantDays ?? 7;
  const accessSeconds = options.accessTokenSeconds ?? 3599;
  const members = new Map<string, Member>();
  const counts = new Map<string, number>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const codes = new Map<
    string,
    {
      memberId: string;
      scopes: string[];
      redirectUri: string;
      challenge: string | undefined;
      offline: boolean;
      expiresAt: number;
    }
  >();
  const now = () => baseNow() + shiftMs;

  return {
    app,
    members,
    codes,
    accessTokens,
    refreshTokens,
    counts,
    now,
    /** Moves the fake's clock (the lapse of grants, token expiry, "today"). */
    advance(ms: number) {
      shiftMs += ms;
    },
    count(key: string) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    createMember({ linked }: { linked: boolean }): Member {
      const n = members.size + 1;
      const member = {
        id: `google-${n}`,
        offsetMinutes: n % 2 === 0 ? -300 : 60,
        linked,
        unprocessed: new Set<string>(),
      };
      members.set(member.id, member);
      return member;
    },
    /** A grant of an app in Testing ends `grantDays` after consent. */
    lapsed(grant: Grant): boolean {
      return grantDays > 0 && now() >= grant.consentedAt + grantDays * 86_400_000;
    },
    issue(grant: Grant, withRefreshToken: boolean) {
      const access = `ya29.${crypto.randomBytes(16).toString("hex")}`;
      accessTokens.set(access, { grant, expiresAt: now() + accessSeconds * 1000 });
      const answer: Record<string, unknown> = {
        access_token: access,
        expires_in: accessSeconds,
        scope: [...grant.scopes].join(" "),
        token_type: "Bearer",
      };
      if (withRefreshToken) {
        const refresh = `1//${crypto.randomBytes(16).toString("hex")}`;
        refreshTokens.set(refresh, grant);
        answer.refresh_token = refresh;
        answer.refresh_token_expires_in = grantDays > 0 ? grantDays * 86_400 : undefined;
      }
      return answer;
    },
    today(member: Member): string {
      return new Date(now() + member.offsetMinutes * 60_000).toISOString().slice(0, 10);
    },
  };
}
