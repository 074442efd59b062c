// Location and spread of a list of numbers: the small statistics the mood stats, insight
// facts and demo share. Each returns null for an input too short to answer honestly.

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Sample standard deviation (n − 1); null below two values. */
export function standardDeviation(values: readonly number[]): number | null {
  const centre = mean(values);
  if (centre === null || values.length < 2) return null;
  const squares = values.reduce((sum, value) => sum + (value - centre) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/**
 * 1.4826 × median absolute deviation: a spread that one bad night cannot inflate, on the
 * same scale as a standard deviation for normal data. Null below two values.
 */
export function robustSpread(values: readonly number[]): number | null {
  const centre = median(values);
  if (centre === null || values.length < 2) return null;
  return 1.4826 * (median(values.map((value) => Math.abs(value - centre))) as number);
}

/** Rounds half away from zero to `decimals` places (what a reader expects of "6.85 → 6.9"). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  // The epsilon keeps 1.005 × 100 = 100.49999… from rounding down.
  return (Math.sign(value) * Math.round(shifted + 1e-9)) / factor;
}
