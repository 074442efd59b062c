// Deterministic randomness for the fake WHOOP: the same seed, member and day always give the
// same numbers, so a test can predict (and re-derive) every record.

/** mulberry32: a small, fast 32-bit PRNG; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from any parts (FNV-1a over their text). */
export function seedFrom(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A UUID-shaped id from the random source (version 4 layout). */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** A number in [min, max), rounded to `decimals`. */
export function between(random: () => number, min: number, max: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round((min + random() * (max - min)) * factor) / factor;
}
