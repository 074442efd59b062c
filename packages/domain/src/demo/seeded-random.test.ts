// The seeded PRNG: reproducible streams, ranges and v4 UUIDs.
import { describe, expect, it } from "vitest";
import { createSeededRandom } from "./seeded-random.ts";

describe("createSeededRandom", () => {
  it("repeats the same stream for the same seed, numeric or text", () => {
    const draw = (seed: number | string) => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw("demo")).toEqual(draw("demo"));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps draws inside their ranges", () => {
    const random = createSeededRandom(1);
    for (let i = 0; i < 2000; i++) {
      const u = random.next();
      expect(u >= 0 && u < 1).toBe(true);
      const n = random.integer(3, 10);
      expect(Number.isInteger(n) && n >= 3 && n <= 10).toBe(true);
      expect(Number.isFinite(random.normal())).toBe(true);
    }
  });

  it("makes RFC 4122 version-4 UUIDs", () => {
    const random = createSeededRandom(9);
    const ids = Array.from({ length: 200 }, () => random.uuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
