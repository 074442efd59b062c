// A sliding window of numbers kept in order, so the baseline's median and median absolute
// deviation cost one pass over ~60 values per day instead of two sorts.

let shared: {
  distinct: Float64Array;
  counts: Float64Array;
  signed: Float64Array;
  breakpoints: Float64Array;
} | null = null;

/**
 * The breakpoints of interpolatedMad in ascending order: 0 and |value ± half − centre| for each
 * distinct value (ascending). Both signed runs ascend with the value, so one merge orders them
 * and a second merges the negative part (read backwards) with the rest; no sort. Returns the count.
 */
function sortedBreakpoints(
  distinct: Float64Array,
  kinds: number,
  half: number,
  centre: number,
  signed: Float64Array,
  breakpoints: Float64Array,
): number {
  let m = 0;
  let a = 0;
  let b = 0;
  while (a < kinds || b < kinds) {
    const low = a < kinds ? (distinct[a] as number) - half - centre : Number.POSITIVE_INFINITY;
    const high = b < kinds ? (distinct[b] as number) + half - centre : Number.POSITIVE_INFINITY;
    if (low <= high) {
      signed[m++] = low;
      a++;
    } else {
      signed[m++] = high;
      b++;
    }
  }
  let split = 0;
  while (split < m && (signed[split] as number) < 0) split++;
  breakpoints[0] = 0;
  let out = 1;
  let negative = split - 1;
  let positive = split;
  while (negative >= 0 || positive < m) {
    const left = negative >= 0 ? Math.abs(signed[negative] as number) : Number.POSITIVE_INFINITY;
    const right = positive < m ? Math.abs(signed[positive] as number) : Number.POSITIVE_INFINITY;
    if (left <= right) {
      breakpoints[out++] = left;
      negative--;
    } else {
      breakpoints[out++] = right;
      positive++;
    }
  }
  return out;
}

/** Share of the spread-out mass (each value over ± half) within `point` of the centre. */
function massWithin(
  point: number,
  centre: number,
  half: number,
  resolution: number,
  distinct: Float64Array,
  counts: Float64Array,
  kinds: number,
  n: number,
): number {
  let mass = 0;
  for (let k = 0; k < kinds; k++) {
    const value = distinct[k] as number;
    const overlap = Math.min(value + half, centre + point) - Math.max(value - half, centre - point);
    if (overlap > 0) mass += ((counts[k] as number) * overlap) / resolution;
  }
  return mass / n;
}

export class SortedWindow {
  private readonly sorted: Float64Array;
  private size = 0;

  /** A capacity, or the storage to keep the values in (its length is the capacity). */
  constructor(capacity: number | Float64Array) {
    this.sorted = typeof capacity === "number" ? new Float64Array(capacity) : capacity;
  }

  get count(): number {
    return this.size;
  }

  /** Makes this window hold the same values as `other` (of no greater size than this capacity). */
  copyFrom(other: SortedWindow): void {
    if (other.size > this.sorted.length) throw new RangeError("SortedWindow is too small");
    this.sorted.set(other.sorted.subarray(0, other.size));
    this.size = other.size;
  }

  /** Empties the window. */
  clear(): void {
    this.size = 0;
  }

  /**
   * Replaces the contents with `values[i]` for i in from…to, NaN values and the days `skip`
   * marks 1 left out, sorted once instead of inserted one by one.
   */
  fill(values: Float64Array, skip: Uint8Array, from: number, to: number): void {
    let size = 0;
    for (let i = from; i <= to; i++) {
      const value = values[i] as number;
      if (Number.isNaN(value) || skip[i] === 1) continue;
      if (size === this.sorted.length) throw new RangeError("SortedWindow is full");
      this.sorted[size++] = value;
    }
    this.sorted.subarray(0, size).sort();
    this.size = size;
  }

  /** Adds a value; NaN (no data) is ignored. */
  add(value: number): void {
    if (Number.isNaN(value)) return;
    if (this.size === this.sorted.length) throw new RangeError("SortedWindow is full");
    const at = this.lowerBound(value);
    // A plain loop: for ~60 values it beats copyWithin's call into the runtime.
    const sorted = this.sorted;
    for (let i = this.size; i > at; i--) sorted[i] = sorted[i - 1] as number;
    sorted[at] = value;
    this.size++;
  }

  /** Removes one copy of a value that was added; NaN is ignored. */
  remove(value: number): void {
    if (Number.isNaN(value)) return;
    const at = this.lowerBound(value);
    if (at >= this.size || this.sorted[at] !== value) throw new RangeError("Value is not in the window");
    const sorted = this.sorted;
    const last = this.size - 1;
    for (let i = at; i < last; i++) sorted[i] = sorted[i + 1] as number;
    this.size--;
  }

  median(): number {
    const n = this.size;
    if (n === 0) return Number.NaN;
    const half = n >> 1;
    const upper = this.sorted[half] as number;
    return n % 2 === 1 ? upper : ((this.sorted[half - 1] as number) + upper) / 2;
  }

  /**
   * Median of values recorded to a `resolution` (1 for whole ratings or beats): each value
   * counts as spread evenly over ± resolution / 2, which removes the up-to-half-a-step bias
   * of a plain median of whole numbers against a window mean. Resolution 0 is the plain median.
   */
  interpolatedMedian(resolution: number): number {
    const n = this.size;
    if (n === 0 || resolution <= 0) return this.median();
    const value = this.sorted[(n - 1) >> 1] as number;
    const below = this.lowerBound(value);
    let equal = 0;
    while (below + equal < n && this.sorted[below + equal] === value) equal++;
    return value - resolution / 2 + (resolution * (n / 2 - below)) / equal;
  }

  /**
   * Median of |x − centre|. Deviations left of the centre grow leftwards and those right of
   * it grow rightwards, so merging the two runs yields them in order.
   */
  medianAbsoluteDeviation(centre: number): number {
    const n = this.size;
    if (n === 0) return Number.NaN;
    const sorted = this.sorted;
    let right = this.lowerBound(centre);
    let left = right - 1;
    const lowRank = (n - 1) >> 1;
    const highRank = n >> 1;
    let low = 0;
    for (let rank = 0; rank <= highRank; rank++) {
      const leftDeviation = left >= 0 ? centre - (sorted[left] as number) : Number.POSITIVE_INFINITY;
      const rightDeviation = right < n ? (sorted[right] as number) - centre : Number.POSITIVE_INFINITY;
      let deviation: number;
      if (leftDeviation <= rightDeviation) {
        deviation = leftDeviation;
        left--;
      } else {
        deviation = rightDeviation;
        right++;
      }
      if (rank === lowRank) low = deviation;
      if (rank === highRank) return (low + deviation) / 2;
    }
    return low;
  }

  /**
   * MAD of values recorded to a `resolution`, each spread evenly over ± resolution / 2 (as
   * interpolatedMedian). Whole-number ratings otherwise give a MAD of exactly 0, 0.5 or 1.
   * F(d), the share of that spread-out mass within d of the centre, is piecewise linear,
   * so its median is found between two breakpoints. Resolution 0 is the plain MAD.
   */
  interpolatedMad(centre: number, resolution: number): number {
    const n = this.size;
    if (n === 0 || resolution <= 0) return this.medianAbsoluteDeviation(centre);
    const half = resolution / 2;
    const { distinct, counts, signed, breakpoints } = this.scratch();
    let kinds = 0;
    for (let i = 0; i < n; i++) {
      const value = this.sorted[i] as number;
      if (kinds > 0 && distinct[kinds - 1] === value) counts[kinds - 1] = (counts[kinds - 1] as number) + 1;
      else {
        distinct[kinds] = value;
        counts[kinds] = 1;
        kinds++;
      }
    }
    const total = sortedBreakpoints(distinct, kinds, half, centre, signed, breakpoints);
    // The mass within d of the centre never falls as d grows (each overlap only widens), so the
    // first breakpoint holding half of it is found by bisection; the mass at each breakpoint is
    // computed exactly as a scan from the first one would, so the result is the same to the bit.
    let lo = 0;
    let hi = total;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (
        massWithin(breakpoints[mid] as number, centre, half, resolution, distinct, counts, kinds, n) >= 0.5
      ) {
        hi = mid;
      } else lo = mid + 1;
    }
    if (lo === total) return total > 0 ? (breakpoints[total - 1] as number) : 0;
    const point = breakpoints[lo] as number;
    const mass = massWithin(point, centre, half, resolution, distinct, counts, kinds, n);
    const previous = lo > 0 ? (breakpoints[lo - 1] as number) : 0;
    const previousMass =
      lo > 0 ? massWithin(previous, centre, half, resolution, distinct, counts, kinds, n) : 0;
    return mass === previousMass
      ? point
      : previous + ((0.5 - previousMass) * (point - previous)) / (mass - previousMass);
  }

  /** Scratch arrays of interpolatedMad, shared by every window (the score runs on one thread). */
  private scratch() {
    const capacity = this.sorted.length;
    if (!shared || shared.distinct.length < capacity) {
      shared = {
        distinct: new Float64Array(capacity),
        counts: new Float64Array(capacity),
        signed: new Float64Array(2 * capacity),
        breakpoints: new Float64Array(2 * capacity + 1),
      };
    }
    return shared;
  }

  private lowerBound(value: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sorted[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
