// What the fake Oura keeps: its app, its members (each with a UTC offset), codes, tokens and
// grants, request counts, and the member's documents for a range of days (oura-history.ts).
import crypto from "node:crypto";
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
/** The scope each document type needs. */
export const DATA_SCOPE: Record<keyof OuraDocuments, string> = {
  daily_readiness: "daily",
  daily_sleep: "daily",
  sleep: "daily",
  workout: "workout",
  daily_stress: "daily",
};
export const DAY_MS = 86_400_000;

export interface FakeOuraStateOptions {
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

export interface Member {
  id: string;
  offset: string;
}
export interface Grant {
  memberId: string;
  scopes: Set<string>;
}

export type FakeOuraState = ReturnType<typeof createFakeOuraState>;

export function createFakeOuraState(options: FakeOuraStateOptions) {
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

  return {
    now,
    app,
    members,
    codes,
    accessTokens,
    refreshTokens,
    counts,
    count: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    createMember,
    today,
    documents,
    issueTokens,
  };
}
