// Spearman's rank correlation, used to look for associations between a person's own
// series (last night's sleep and today's mood) without assuming a straight line.

/** Ranks from 1, ties sharing the mean of their ranks. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const sharedRank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) result[(order[k] as { index: number }).index] = sharedRank;
    start = end + 1;
  }
  return result;
}

/**
 * Spearman's ρ of paired values: the Pearson correlation of their ranks. Null with fewer
 * than three pairs, or when either side does not vary (no association can be read then).
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new RangeError("spearman needs two series of the same length");
  if (xs.length < 3) return null;
  return pearson(ranks(xs), ranks(ys));
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  const meanX = xs.reduce((s, v) => s + v, 0) / n;
  const meanY = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}
