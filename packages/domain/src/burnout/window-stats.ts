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

export interface RobustMeanSpec {
  /** Shares of the days dropped at the worse and at the better end (0 and 0: no trimming). */
  trimWorse: number;
  trimBetter: number;
  /**
   * Days worse than this value (in the metric's units; NaN: none) are set aside as acute
   * events, the worst first, up to `maxSkipShare` of the days.
   */
  skipWorseThan: number;
  maxSkipShare: number;
}

/**
 * A robust location of the valid values in the `days` ending at `end`, or NaN with fewer than
 * `minValid`: the mean after setting aside acute events and trimming (see RobustMeanSpec).
 * `higherIsWorse` orients "worse"; `scratch` must hold at least `days` numbers.
 */
export function trailingRobustMean(
  values: Float64Array,
  end: number,
  days: number,
  minValid: number,
  higherIsWorse: boolean,
  spec: RobustMeanSpec,
  scratch: Float64Array,
): number {
  const skips = !Number.isNaN(spec.skipWorseThan) && spec.maxSkipShare > 0;
  if (spec.trimWorse <= 0 && spec.trimBetter <= 0 && !skips) return trailingMean(values, end, days, minValid);
  // Values are sorted with the worse end last: negated when lower is worse.
  const sign = higherIsWorse ? 1 : -1;
  let count = 0;
  for (let i = Math.max(0, end - days + 1); i <= end; i++) {
    const raw = values[i] as number;
    if (Number.isNaN(raw)) continue;
    const value = sign * raw;
    // Insertion sort: the window holds at most a few dozen values.
    let j = count++;
    while (j > 0 && (scratch[j - 1] as number) > value) {
      scratch[j] = scratch[j - 1] as number;
      j--;
    }
    scratch[j] = value;
  }
  if (count < minValid || count === 0) return Number.NaN;
  let dropWorse = Math.floor(spec.trimWorse * count);
  const dropBetter = Math.floor(spec.trimBetter * count);
  if (skips) {
    const cut = sign * spec.skipWorseThan;
    const most = Math.floor(spec.maxSkipShare * count);
    let events = 0;
    while (events < most && (scratch[count - 1 - events] as number) > cut) events++;
    dropWorse = Math.max(dropWorse, events);
  }
  let sum = 0;
  for (let k = dropBetter; k < count - dropWorse; k++) sum += scratch[k] as number;
  return (sign * sum) / (count - dropBetter - dropWorse);
}
