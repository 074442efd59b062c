// The answers kept for offline reading are bounded and read back as outside input: a snapshot
// of another user, of another shape, too long or too old is not put back; merging keeps the
// more recent answer of each query and the newest queries first.
import { describe, expect, it } from "vitest";
import { type KeptQuery, MAX_KEPT_AGE_MS, MAX_KEPT_QUERIES, mergeSnapshots, readSnapshot } from "./readCache";

const NOW = Date.parse("2026-11-28T14:05:00Z");

const query = (hash: string, dataUpdatedAt: number, data: unknown = { hash }): KeptQuery =>
  ({
    queryHash: hash,
    queryKey: [[hash]],
    dehydratedAt: dataUpdatedAt,
    state: { status: "success", data, dataUpdatedAt },
  }) as unknown as KeptQuery;

describe("readSnapshot", () => {
  it("reads back the user's own snapshot", () => {
    const snapshot = { version: 1, userId: "u1", queries: [query("mood.list", NOW - 1000)] };
    expect(readSnapshot(snapshot, "u1", NOW)?.queries.map((kept) => kept.queryHash)).toEqual(["mood.list"]);
  });

  it("ignores another user's snapshot, another version and anything else", () => {
    const queries = [query("mood.list", NOW - 1000)];
    expect(readSnapshot({ version: 1, userId: "u2", queries }, "u1", NOW)).toBeNull();
    expect(readSnapshot({ version: 2, userId: "u1", queries }, "u1", NOW)).toBeNull();
    for (const hostile of [null, "snapshot", 42, [], { version: 1, userId: "u1", queries: "all" }])
      expect(readSnapshot(hostile, "u1", NOW)).toBeNull();
  });

  it("refuses a snapshot with more queries than are ever kept", () => {
    const queries = Array.from({ length: MAX_KEPT_QUERIES + 1 }, (_, i) => query(`q${i}`, NOW - i));
    expect(readSnapshot({ version: 1, userId: "u1", queries }, "u1", NOW)).toBeNull();
  });

  it("drops malformed, failed, too old and future answers", () => {
    const queries = [
      query("kept", NOW - 1000),
      query("old", NOW - MAX_KEPT_AGE_MS - 1),
      query("future", NOW + 3_600_000),
      { ...query("failed", NOW), state: { status: "error", dataUpdatedAt: NOW } },
      { queryHash: 7, queryKey: [], state: {} },
      { queryHash: "x".repeat(5_000), queryKey: [], state: query("long", NOW).state },
      { ...query("no-data", NOW), state: { status: "success", dataUpdatedAt: NOW } },
    ];
    expect(
      readSnapshot({ version: 1, userId: "u1", queries }, "u1", NOW)?.queries.map((q) => q.queryHash),
    ).toEqual(["kept"]);
  });
});

describe("mergeSnapshots", () => {
  it("keeps the more recent answer of each query, and queries seen only before", () => {
    const earlier = {
      version: 1 as const,
      userId: "u1",
      queries: [query("a", NOW - 5000, 1), query("b", NOW - 5000)],
    };
    const merged = mergeSnapshots(earlier, [query("a", NOW - 10, 2), query("c", NOW - 20)], "u1", NOW);
    expect(merged.queries.map((kept) => [kept.queryHash, kept.state.data])).toEqual([
      ["a", 2],
      ["c", { hash: "c" }],
      ["b", { hash: "b" }],
    ]);
  });

  it("keeps at most the newest queries when there are too many", () => {
    const many = Array.from({ length: MAX_KEPT_QUERIES + 10 }, (_, i) => query(`q${i}`, NOW - i));
    const merged = mergeSnapshots(null, many, "u1", NOW);
    expect(merged.queries).toHaveLength(MAX_KEPT_QUERIES);
    expect(merged.queries.at(-1)?.queryHash).toBe(`q${MAX_KEPT_QUERIES - 1}`);
  });

  it("leaves out an answer too large for the size budget", () => {
    const merged = mergeSnapshots(
      null,
      [query("huge", NOW, "x".repeat(4_100_000)), query("small", NOW - 1)],
      "u1",
      NOW,
    );
    expect(merged.queries.map((kept) => kept.queryHash)).toEqual(["small"]);
  });
});
