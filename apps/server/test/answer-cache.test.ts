// The answer cache (docs/decisions/030): bounded by bytes, least recently used out first, never
// above its share of the heap, and an answer too big for it is simply not kept.
import { describe, expect, it } from "vitest";
import { ANSWER_CACHE_HEAP_SHARE, AnswerCache, answerCacheCapacity } from "../src/http/answer-cache.ts";

const body = (bytes: number) => Buffer.alloc(bytes, 1);

describe("the answer cache", () => {
  it("drops the least recently used answers to stay within its bytes", () => {
    const cache = new AnswerCache(10_000);
    for (const key of ["a", "b", "c", "d", "e", "f", "g", "h"]) cache.set(key, body(1000));
    expect(cache.usedBytes).toBeLessThanOrEqual(10_000);
    const kept = cache.size;
    cache.get("b");
    cache.set("z", body(1000));
    expect(cache.get("b")).toBeDefined();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(kept);
  });

  it("keeps no answer larger than an eighth of it, and counts a replaced answer once", () => {
    const cache = new AnswerCache(8_000);
    cache.set("big", body(2_000));
    expect(cache.get("big")).toBeUndefined();
    cache.set("x", body(500));
    const used = cache.usedBytes;
    cache.set("x", body(500));
    expect(cache.usedBytes).toBe(used);
  });

  it("stays full without growing when filled far beyond its cap", () => {
    const cache = new AnswerCache(1024 * 1024);
    for (let i = 0; i < 20_000; i += 1) cache.set(`user-${i}`, body(300 + (i % 700)));
    expect(cache.usedBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeGreaterThan(500);
  });

  it("takes the smaller of the configured megabytes and its share of the heap", () => {
    const heap = 128 * 1024 * 1024;
    expect(answerCacheCapacity(8, heap)).toBe(8 * 1024 * 1024);
    expect(answerCacheCapacity(500, heap)).toBe(heap * ANSWER_CACHE_HEAP_SHARE);
    expect(answerCacheCapacity(0, heap)).toBe(0);
    const off = new AnswerCache(0);
    off.set("a", body(10));
    expect(off.get("a")).toBeUndefined();
  });
});
