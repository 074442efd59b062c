// A small seeded PRNG (mulberry32) with the draws the simulator needs, so the same seed
// always gives the same demo data. Not for anything secret.

export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  uniform(min: number, max: number): number;
  /** Whole number from min to max, both included. */
  integer(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An RFC 4122 version-4 UUID made from the stream. */
  uuid(): string;
}

export function createSeededRandom(seed: number | string): SeededRandom {
  let state = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: SeededRandom = {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: () => {
      const u = 1 - next(); // (0, 1]: log(0) is never taken
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick needs at least one item");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = "4";
      hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
      const s = hex.join("");
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return random;
}

/** FNV-1a, so a text seed ("demo-user") works as well as a number. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
