// The interpolated MAD of a sorted window (sorted-window.ts): each value recorded to a
// `resolution` counts as spread evenly over ± resolution / 2, so whole-number ratings do not
// give a MAD of exactly 0, 0.5 or 1 (docs/score.md "Personal baseline").

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

/**
 * The MAD of the first `n` values of `sorted` (ascending) around `centre`, each spread over
 * ± resolution / 2 (resolution > 0). F(d), the share of that spread-out mass within d of the
 * centre, is piecewise linear, so its median is found between two breakpoints.
 */
export function interpolatedMadOf(
  sorted: Float64Array,
  n: number,
  centre: number,
  resolution: number,
): number {
  const half = resolution / 2;
  const { distinct, counts, signed, breakpoints } = scratchFor(sorted.length);
  let kinds = 0;
  for (let i = 0; i < n; i++) {
    const value = sorted[i] as number;
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
  // The masses at the final breakpoint and the one before it are kept from the bisection
  // when it computed them (the same call on the same numbers), not computed twice.
  let lo = 0;
  let hi = total;
  let hiMass = Number.NaN;
  let belowLoMass = Number.NaN;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const midMass = massWithin(
      breakpoints[mid] as number,
      centre,
      half,
      resolution,
      distinct,
      counts,
      kinds,
      n,
    );
    if (midMass >= 0.5) {
      hi = mid;
      hiMass = midMass;
    } else {
      lo = mid + 1;
      belowLoMass = midMass;
    }
  }
  if (lo === total) return total > 0 ? (breakpoints[total - 1] as number) : 0;
  const point = breakpoints[lo] as number;
  const mass = Number.isNaN(hiMass)
    ? massWithin(point, centre, half, resolution, distinct, counts, kinds, n)
    : hiMass;
  const previous = lo > 0 ? (breakpoints[lo - 1] as number) : 0;
  const previousMass =
    lo === 0
      ? 0
      : Number.isNaN(belowLoMass)
        ? massWithin(previous, centre, half, resolution, distinct, counts, kinds, n)
        : belowLoMass;
  return mass === previousMass
    ? point
    : previous + ((0.5 - previousMass) * (point - previous)) / (mass - previousMass);
}

/** Scratch arrays, shared by every window (the score runs on one thread). */
function scratchFor(capacity: number) {
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
