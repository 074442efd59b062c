// Everything the fake WHOOP knows: its registered app, its members and their histories, the
// OAuth codes and tokens it issued (refresh tokens rotate; an old one is refused), and counters.
import crypto from "node:crypto";
import { generateHistory, localDate } from "./member-history.ts";
import type { BodyMeasurement, MemberProfile, MemberRecords, ScoreState } from "./whoop-shapes.ts";

export interface FakeApp {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the app registered; empty accepts any (handy when running by hand). */
  redirectUris: string[];
}

export interface MemberOptions {
  /** Time-zone offset of every record, e.g. "+05:30" or "-08:00"; default "-05:00". */
  offset?: string;
  /** Days of history ending today; default the fake's `days`. */
  days?: number;
}

export interface Member {
  profile: MemberProfile;
  body: BodyMeasurement;
  offset: string;
  records: MemberRecords;
  /** Set by DELETE /v2/user/access. */
  revoked: boolean;
}

interface IssuedCode {
  memberId: number;
  redirectUri: string;
  scope: string;
  expiresAtMs: number;
  /** PKCE S256 challenge of the authorize request, when it sent one (then the exchange must match). */
  codeChallenge: string | null;
}
interface AccessGrant {
  memberId: number;
  expiresAtMs: number;
  scope: string;
}
interface RefreshGrant {
  memberId: number;
  scope: string;
  /** False once rotated or revoked: presenting it again is refused with invalid_grant. */
  active: boolean;
}

export interface WorldOptions {
  app: FakeApp;
  seed: number;
  days: number;
  accessTokenSeconds: number;
  now: () => number;
  /**
   * Development only: accept well-formed tokens this process never issued (a previous run's,
   * before `tsx watch` restarted it), recreating their member from its id. Tests leave it off.
   */
  adoptUnknownTokens?: boolean;
}

export class FakeWorld {
  readonly members = new Map<number, Member>();
  readonly codes = new Map<string, IssuedCode>();
  readonly accessTokens = new Map<string, AccessGrant>();
  readonly refreshTokens = new Map<string, RefreshGrant>();
  /** Per route ("GET /v2/cycle", "token:refresh_token", …) and in total. */
  readonly counts = new Map<string, number>();
  #nextMemberId = 10_001;
  readonly #heldScores = new WeakMap<object, unknown>();

  constructor(readonly options: WorldOptions) {}

  count(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.counts.set("total", (this.counts.get("total") ?? 0) + 1);
  }

  createMember(options: MemberOptions & { userId?: number } = {}): Member {
    const userId = options.userId ?? this.#nextMemberId;
    this.#nextMemberId = Math.max(this.#nextMemberId, userId + 1);
    const offset = options.offset ?? "-05:00";
    const member: Member = {
      profile: {
        user_id: userId,
        email: `member${userId}@whoop.example`,
        first_name: "Fake",
        last_name: `Member ${userId}`,
      },
      body: { height_meter: 1.78, weight_kilogram: 74.5, max_heart_rate: 192 },
      offset,
      records: generateHistory({
        userId,
        seed: this.options.seed,
        offset,
        days: options.days ?? this.options.days,
        nowMs: this.options.now(),
      }),
      revoked: false,
    };
    this.members.set(userId, member);
    return member;
  }

  member(userId: number): Member {
    const member = this.members.get(userId);
    if (!member) throw new Error(`No fake WHOOP member ${userId}`);
    return member;
  }

  issueCode(
    memberId: number,
    redirectUri: string,
    scope: string,
    codeChallenge: string | null = null,
  ): string {
    const code = `code-${crypto.randomBytes(16).toString("hex")}`;
    const expiresAtMs = this.options.now() + 10 * 60_000;
    this.codes.set(code, { memberId, redirectUri, scope, expiresAtMs, codeChallenge });
    return code;
  }

  /** Single use: a code is gone once presented, valid or not. */
  takeCode(code: string): IssuedCode | null {
    const issued = this.codes.get(code);
    this.codes.delete(code);
    return issued && issued.expiresAtMs > this.options.now() ? issued : null;
  }

  issueTokens(memberId: number, scope: string) {
    const expiresAtMs = this.options.now() + this.options.accessTokenSeconds * 1000;
    const accessToken = `fake-at-${memberId}-${expiresAtMs}-${crypto.randomBytes(16).toString("hex")}`;
    this.accessTokens.set(accessToken, { memberId, scope, expiresAtMs });
    const offline = scope.split(" ").includes("offline");
    let refreshToken: string | undefined;
    if (offline) {
      refreshToken = `fake-rt-${memberId}-${crypto.randomBytes(16).toString("hex")}`;
      this.refreshTokens.set(refreshToken, { memberId, scope, active: true });
    }
    return {
      access_token: accessToken,
      expires_in: this.options.accessTokenSeconds,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope,
      token_type: "bearer",
    };
  }

  /** The member behind a bearer token, or null (unknown, expired, revoked). */
  memberOfAccessToken(token: string): Member | null {
    this.#adopt(token);
    const grant = this.accessTokens.get(token);
    if (!grant || grant.expiresAtMs <= this.options.now()) return null;
    const member = this.members.get(grant.memberId);
    return member && !member.revoked ? member : null;
  }

  /** Rotation: the presented token dies, a new pair is issued. */
  rotateRefreshToken(token: string) {
    this.#adopt(token);
    const grant = this.refreshTokens.get(token);
    if (!grant?.active || this.member(grant.memberId).revoked) return null;
    grant.active = false;
    return this.issueTokens(grant.memberId, grant.scope);
  }

  #adopt(token: string): void {
    if (!this.options.adoptUnknownTokens || this.accessTokens.has(token) || this.refreshTokens.has(token))
      return;
    const access = /^fake-at-(\d+)-(\d+)-[0-9a-f]+$/.exec(token);
    const refresh = /^fake-rt-(\d+)-[0-9a-f]+$/.exec(token);
    const memberId = Number((access ?? refresh)?.[1]);
    if (!Number.isSafeInteger(memberId)) return;
    if (!this.members.has(memberId)) this.createMember({ userId: memberId });
    const scope = "read:recovery read:cycles read:sleep read:workout read:profile offline";
    if (access) this.accessTokens.set(token, { memberId, scope, expiresAtMs: Number(access[2]) });
    else this.refreshTokens.set(token, { memberId, scope, active: true });
  }

  /** Every access token of the member (or everyone) stops working now. */
  expireAccessTokens(memberId?: number): void {
    for (const grant of this.accessTokens.values()) {
      if (memberId === undefined || grant.memberId === memberId) grant.expiresAtMs = this.options.now();
    }
  }

  /** The member withdrew the grant (or WHOOP lost it): every token dies. */
  revoke(memberId: number): void {
    this.member(memberId).revoked = true;
    for (const grant of this.refreshTokens.values()) if (grant.memberId === memberId) grant.active = false;
    this.expireAccessTokens(memberId);
  }

  /** Refuses the member's refresh tokens from now on, without touching access tokens. */
  refuseRefresh(memberId: number): void {
    for (const grant of this.refreshTokens.values()) if (grant.memberId === memberId) grant.active = false;
  }

  /** The cycle (and its main sleep, recovery, workouts) whose wake-up day is `date` locally. */
  day(memberId: number, date: string) {
    const { records, offset } = this.member(memberId);
    const sleep = records.sleeps.find((s) => !s.nap && localDate(Date.parse(s.end), offset) === date);
    const cycle = sleep
      ? records.cycles.find((c) => c.id === sleep.cycle_id)
      : records.cycles.find((c) => localDate(Date.parse(c.start) + 12 * 3_600_000, offset) === date);
    if (!cycle) return null;
    const endMs = cycle.end ? Date.parse(cycle.end) : this.options.now();
    return {
      cycle,
      sleep,
      naps: records.sleeps.filter((s) => s.nap && s.cycle_id === cycle.id),
      recovery: records.recoveries.find((r) => r.cycle_id === cycle.id),
      workouts: records.workouts.filter(
        (w) => Date.parse(w.start) >= Date.parse(cycle.start) && Date.parse(w.start) < endMs,
      ),
    };
  }

  /**
   * Sets the score state of the recovery and main sleep of the latest `count` cycles that have a
   * recovery (PENDING_SCORE ↔ SCORED). A cycle still open, or one WHOOP never recovered, is passed
   * over, so the latest `count` recoveries are the ones that change whatever day the world ends on.
   */
  setLatestScoreState(
    memberId: number,
    count: number,
    state: Extract<ScoreState, "PENDING_SCORE" | "SCORED">,
  ): void {
    const { records } = this.member(memberId);
    const recovered = new Set(records.recoveries.map((r) => r.cycle_id));
    const latest = records.cycles
      .filter((cycle) => recovered.has(cycle.id))
      .sort((a, b) => Date.parse(b.start) - Date.parse(a.start))
      .slice(0, count);
    const stampNow = new Date(this.options.now()).toISOString();
    for (const cycle of latest) {
      const targets = [
        ...records.recoveries.filter((r) => r.cycle_id === cycle.id),
        ...records.sleeps.filter((s) => s.cycle_id === cycle.id && !s.nap),
      ];
      for (const record of targets) {
        // The score is kept aside while pending, as WHOOP would still be computing it.
        const scored = record as { score?: unknown };
        if (state === "PENDING_SCORE" && record.score_state === "SCORED") {
          this.#heldScores.set(record, scored.score);
          delete scored.score;
          record.score_state = "PENDING_SCORE";
        } else if (state === "SCORED" && record.score_state === "PENDING_SCORE") {
          scored.score = this.#heldScores.get(record);
          record.score_state = "SCORED";
        }
        record.updated_at = stampNow;
      }
    }
  }
}
