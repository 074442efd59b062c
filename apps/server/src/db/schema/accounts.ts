// Accounts: users, sessions, tokens and uploaded pictures.

import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Timestamp } from "./columns.ts";

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  time_zone: Generated<string>;
  email_confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  family_id: string;
  token_hash: string;
  parent_id: string | null;
  created_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshTokenRow = Insertable<RefreshTokensTable>;
export type RefreshTokenUpdate = Updateable<RefreshTokensTable>;

export interface ConfirmationTokensTable {
  token_hash: string;
  user_id: string;
  type: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
export type ConfirmationTokenRow = Selectable<ConfirmationTokensTable>;
export type NewConfirmationTokenRow = Insertable<ConfirmationTokensTable>;
export type ConfirmationTokenUpdate = Updateable<ConfirmationTokensTable>;

export interface UploadsTable {
  id: string;
  file_name: string;
  owner_user_id: string | null;
  created_at: Timestamp;
}
export type UploadRow = Selectable<UploadsTable>;
export type NewUploadRow = Insertable<UploadsTable>;
export type UploadUpdate = Updateable<UploadsTable>;
