// The demo user's profile and time zone. There is one user; when the demo data is absent
// (exited, or cleared in another tab) auth.me answers "Demo user not found" (docs/screens.md).
import {
  AppError,
  DEMO_PROFILE_PICTURE_UNAVAILABLE,
  DEMO_USER_NOT_FOUND,
  type User,
  userSchema,
} from "@evenkeel/contracts";
import type { UserRepository } from "@evenkeel/domain/router";
import { z } from "zod";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { jsonValue } from "./json-collection.ts";

export function demoUsers(storage: KeyValueStorage): UserRepository {
  const record = jsonValue(storage, DEMO_DATA_KEYS.user, userSchema);
  const zone = jsonValue(storage, DEMO_DATA_KEYS.timeZone, z.string().min(1).max(64));

  const require = (userId: string): User => {
    const user = record.get();
    // 401 like any unknown session: the web app's session handling already treats it so.
    if (!user || user.id !== userId) throw new AppError("UNAUTHORIZED", DEMO_USER_NOT_FOUND);
    return user;
  };

  return {
    async get(userId) {
      return require(userId);
    },
    async updateProfile(userId, patch, _now) {
      const user = require(userId);
      const picture = patch.profile_picture_url;
      // Pictures are /api/uploads/… files on a server; the demo has none to point at.
      if (typeof picture === "string" && picture !== user.user_metadata.profile_picture_url) {
        throw new AppError("FORBIDDEN", DEMO_PROFILE_PICTURE_UNAVAILABLE);
      }
      const updated: User = { ...user, user_metadata: { ...user.user_metadata, ...patch } };
      record.set(updated);
      return updated;
    },
    async timeZone(userId) {
      return record.get()?.id === userId ? zone.get() : null;
    },
    async setTimeZone(userId, timeZone) {
      if (record.get()?.id === userId) zone.set(timeZone);
    },
  };
}
