// Conditional reads (docs/decisions/029, docs/data-versions.md): a signed-in GET of a query
// gets a key from the user's data version, the call, its exact URL and the user's local day.
// The key's hash is the answer's strong ETag: If-None-Match with it answers 304 without
// running the procedure; the server's answer cache (answer-cache.ts, docs/decisions/030)
// serves the same key to a second tab or device. A write raises the version, so the next
// read of that user has a new key: nothing is ever invalidated by hand.
import { createHash } from "node:crypto";
import { PROCEDURE_NAMES, procedures } from "@evenkeel/contracts";
import { type RouterContext, userToday } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import { readDataVersion } from "../store/data-versions.repository.ts";
import type { AnswerCache } from "./answer-cache.ts";

/** Queries whose answer changes with the clock's time, not only with the day: never keyed. */
const CLOCK_DEPENDENT_QUERIES = new Set<string>([
  // A share link leaves the list at its expiry instant.
  "reports.links",
]);

/** Every signed-in query whose answer is a function of the user's data, input and day. */
export const VERSIONED_QUERIES: ReadonlySet<string> = new Set(
  PROCEDURE_NAMES.filter(
    (name) =>
      procedures[name].type === "query" &&
      procedures[name].auth === "user" &&
      !CLOCK_DEPENDENT_QUERIES.has(name),
  ),
);

/** URLs longer than this are answered without a key (and so never cached). */
export const MAX_KEYED_URL_LENGTH = 2048;

export interface ReadKey {
  /** The answer cache's key. */
  key: string;
  /** The quoted strong ETag. */
  etag: string;
  /** The calls the read was keyed for. */
  calls: readonly string[];
}

export class VersionedReads {
  /**
   * `salt` is mixed into every ETag: answer-salt.ts makes it from the code and the settings,
   * so processes of one release share tags and an upgraded server confirms no old copy.
   */
  constructor(
    private readonly db: AppDatabase,
    readonly cache: AnswerCache,
    private readonly salt: Buffer,
  ) {}

  /** True when every call named is a versioned query. */
  covers(calls: readonly string[]): boolean {
    return calls.length > 0 && calls.every((call) => VERSIONED_QUERIES.has(call));
  }

  /** The read's key, or null for an anonymous caller or an unusually long URL. */
  async keyOf(ctx: RouterContext, calls: readonly string[], url: string): Promise<ReadKey | null> {
    if (!ctx.auth || url.length > MAX_KEYED_URL_LENGTH) return null;
    const [version, today] = await Promise.all([
      ctx.auth.dataVersion ?? readDataVersion(this.db, ctx.auth.userId),
      userToday(ctx.ports, ctx.auth, ctx.request),
    ]);
    const key = `${ctx.auth.userId}\n${version}\n${today}\n${calls.join(",")}\n${url}`;
    const hash = createHash("sha256").update(this.salt).update(key).digest("base64url");
    return { key, etag: `"${hash.slice(0, 32)}"`, calls };
  }
}

/** RFC 9110 13.1.2: a list of entity tags compared weakly, or `*`. */
export function ifNoneMatchIncludes(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
