// A small seeded pseudo-random generator (sfc32 seeded through splitmix32) so every
// simulated cohort can be reproduced exactly from its seed.

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal = Number.NaN;

  /** `stream` gives independent generators from one seed (e.g. one per simulated user). */
  constructor(seed: number, stream = 0) {
    const next = splitmix32((seed ^ Math.imul(stream + 1, 0x27d4eb2d)) >>> 0);
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Normal deviate (Box–Muller, the second value kept for the next call). */
  normal(mean = 0, sd = 1): number {
    if (!Number.isNaN(this.spareNormal)) {
      const spare = this.spareNormal;
      this.spareNormal = Number.NaN;
      return mean + sd * spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  }
}
