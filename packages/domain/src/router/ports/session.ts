// The clock, the caller and who they are: identity and media ports.
import type { AuthResponse, ConfirmInput, MessageResponse, RefreshResponse } from "@evenkeel/contracts";

/** Where time comes from: domain code never reads the machine clock itself. */
export interface Clock {
  /** The current instant, ISO 8601 in UTC. */
  now(): string;
}

/** What the transport knows about the caller, for throttling and the local day. */
/** What a long call watches to stop early: on the server, an AbortSignal of the HTTP exchange. */
export interface ClientLeftSignal {
  /** True once the client that made the call has gone. */
  readonly aborted: boolean;
}

export interface RequestInfo {
  ip: string | null;
  /** The browser's IANA time zone (x-time-zone header), when it sent a valid one. */
  timeZone: string | null;
  /**
   * Aborted once the client that made the call has left before its answer was sent; absent
   * where no client can leave (the demo, background work). A long wearable sync stops for it.
   */
  clientLeft?: ClientLeftSignal | undefined;
}

/** The verified caller. `sessionId` lets sign-out end exactly this session. */
export interface AuthSession {
  userId: string;
  sessionId: string;
  /**
   * The user's data version, read by the server in the same statement as the session check
   * (docs/data-versions.md): what a conditional read keys its answer by. Read before the
   * answer, so never newer than it. Absent in the demo, which keys nothing.
   */
  dataVersion?: number;
}

export interface SignupData {
  email: string;
  password: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  profile_picture_url?: string | null | undefined;
}

/** Accounts, passwords and sessions. */
export interface IdentityPort {
  signUp(input: SignupData, request: RequestInfo): Promise<AuthResponse>;
  signIn(input: { email: string; password: string }, request: RequestInfo): Promise<AuthResponse>;
  confirm(input: ConfirmInput, request: RequestInfo): Promise<MessageResponse>;
  /** A new confirmation link for an unconfirmed account; one answer whatever the address. */
  resendConfirmation(input: { email: string }, request: RequestInfo): Promise<MessageResponse>;
  refresh(input: { refresh_token: string }, request: RequestInfo): Promise<RefreshResponse>;
  signOut(session: AuthSession): Promise<void>;
  /** Ends every session of the user (after erase, the account's data is gone from every device). */
  endAllSessions(userId: string): Promise<void>;
}

/** Profile pictures: checked by their bytes, re-encoded, stored; answers the URL to keep. */
export interface MediaPort {
  saveProfilePicture(
    file: { bytes: Uint8Array; declared_type?: string | undefined },
    ownerUserId: string | null,
  ): Promise<string>;
}
