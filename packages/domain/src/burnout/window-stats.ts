// Means, counts and spreads over the trailing days of a metric's daily array (NaN = no data).

/** Mean of the valid values in the `days` ending at `end`, or NaN with fewer than `minValid`. */
export function trailingMean(values: Float64Array, end: number, days: number, minValid: number): number {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) {
    const value = values[i] as number;
    if (!Number.isNaN(value)) {
      sum += value;
      count++;
    }
  }
  return count >= minValid && count > 0 ? sum / count : Number.NaN;
}

/** Valid values in the `days` ending at `end`. */
export function trailingCount(values: Float64Array, end: number, days: number): number {
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) if (!Number.isNaN(values[i] as number)) count++;
  return count;
}

/** Sample standard deviation of the valid values in the `days` ending at `end` (NaN below `minValid`). */
export function trailingSd(values: Float64Array, end: number, days: number, minValid: number): number {
  const mean = trailingMean(values, end, days, Math.max(2, minValid));
  if (Number.isNaN(mean)) return Number.NaN;
  let squares = 0;
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) {
    const value = values[i] as number;
    if (!Number.isNaN(value)) {
      squares += (value - mean) * (value - mean);
      count++;
    }
  }
  return Math.sqrt(squares / (count - 1));
}

/**
 * Mean of the valid values in the `days` ending at `end` after dropping the lowest `trimLow`
 * and the highest `trimHigh` share of them (both 0 is the plain mean), or NaN with fewer than
 * `minValid`. `scratch` must hold at least `days` numbers.
 */
export function trailingTrimmedMean(
  values: Float64Array,
  end: number,
  days: number,
  minValid: number,
  trimLow: number,
  trimHigh: number,
  scratch: Float64Array,
): number {
  if (trimLow <= 0 && trimHigh <= 0) return trailingMean(values, end, days, minValid);
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value)) continue;
    // Insertion sort: the window holds at most a few dozen values.
    let j = count++;
    while (j > 0 && (scratch[j - 1] as number) > value) {
      scratch[j] = scratch[j - 1] as number;
      j--;
    }
    scratch[j] = value;
  }
  if (count < minValid || count === 0) return Number.NaN;
  const low = Math.floor(trimLow * count);
  const high = Math.floor(trimHigh * count);
  let sum = 0;
  for (let k = low; k < count - high; k++) sum += scratch[k] as number;
  return sum / (count - low - high);
}
