// The acute and chronic window locations of one metric in one pass (docs/score.md "Windows,
// factors, composite"): the look-back summary's per-day work for each metric.
import type { Baseline } from "./baseline.ts";
import type { DailySeries } from "./daily-series.ts";
import type { BurnoutParameters } from "./parameters.ts";

/** What windowLocations reads of one metric besides its baseline: its column and orientation. */
export interface LocationInput {
  values: Float64Array;
  /** 1 when higher is worse (resting HR), −1 otherwise. */
  sign: number;
  /** Spreads from the centre beyond which a value is a glitch (Infinity: none). */
  glitchSpreads: number;
}

/**
 * The locations of a metric over the acute and the chronic window ending at `end` (indices ≥
 * floor), in one pass: each the mean of its valid values, glitches and the days a tag set aside
 * left out, without acute events (values more than `beyondSpreads` spreads worse than the
 * centre, the worst first, up to `maxShare` of the days). Each sum runs in index order over the
 * window's ordinary values, then adds the acute-event candidates that are kept from the least
 * bad up, so the straightforward computation can reproduce it to the last bit. `scratch` holds
 * both windows' candidates (the chronic ones first); the two locations go to `out[0]` (acute)
 * and `out[1]` (chronic).
 */
export function windowLocations(
  series: DailySeries,
  input: LocationInput,
  end: number,
  floor: number,
  baseline: Baseline,
  parameters: BurnoutParameters,
  scratch: Float64Array,
  out: Float64Array,
): void {
  const acuteSpec = parameters.windows.acute;
  const chronicSpec = parameters.windows.chronic;
  const { values, sign } = input;
  const centre = baseline.centre;
  const acuteCut = sign * (centre + sign * acuteSpec.acuteEvents.beyondSpreads * baseline.spread);
  const chronicCut = sign * (centre + sign * chronicSpec.acuteEvents.beyondSpreads * baseline.spread);
  const acuteSkips = acuteSpec.acuteEvents.maxShare > 0;
  const chronicSkips = chronicSpec.acuteEvents.maxShare > 0;
  const acuteFrom = Math.max(floor, end - acuteSpec.days + 1);
  const chronicFrom = Math.max(floor, end - chronicSpec.days + 1);
  const acuteOffset = chronicSpec.days;
  let acuteSum = 0;
  let acuteCount = 0;
  let acuteCandidates = 0;
  let chronicSum = 0;
  let chronicCount = 0;
  let chronicCandidates = 0;
  const limit = input.glitchSpreads * baseline.spread;
  const setAside = series.setAside;
  for (let i = Math.min(acuteFrom, chronicFrom); i <= end; i++) {
    const value = values[i] as number;
    if (Number.isNaN(value) || setAside[i] === 1) continue;
    if (Math.abs(value - centre) > limit) continue;
    const worse = sign * value;
    if (i >= chronicFrom) {
      chronicCount++;
      if (chronicSkips && worse > chronicCut) scratch[chronicCandidates++] = worse;
      else chronicSum += value;
    }
    if (i >= acuteFrom) {
      acuteCount++;
      if (acuteSkips && worse > acuteCut) scratch[acuteOffset + acuteCandidates++] = worse;
      else acuteSum += value;
    }
  }
  out[0] = located(acuteSum, acuteCount, acuteCandidates, acuteOffset, acuteSpec, sign, scratch);
  out[1] = located(chronicSum, chronicCount, chronicCandidates, 0, chronicSpec, sign, scratch);
}

/** A window's location from its sums (NaN with too few days), the least bad candidates kept. */
function located(
  ordinarySum: number,
  count: number,
  candidates: number,
  offset: number,
  spec: BurnoutParameters["windows"]["acute"],
  sign: number,
  scratch: Float64Array,
): number {
  if (count < spec.minValid || count === 0) return Number.NaN;
  const dropped = Math.min(candidates, Math.floor(spec.acuteEvents.maxShare * count));
  let sum = ordinarySum;
  if (candidates > dropped) {
    // Keep the least bad candidates: sort them (worse last) and add the first ones.
    const kept = scratch.subarray(offset, offset + candidates).sort();
    for (let k = 0; k < candidates - dropped; k++) sum += sign * (kept[k] as number);
  }
  return sum / (count - dropped);
}

/** One scratch array for window locations, shared by every summary (the score runs on one thread). */
let sharedScratch = new Float64Array(0);
export function scratchFor(size: number): Float64Array {
  if (sharedScratch.length < size) sharedScratch = new Float64Array(size);
  return sharedScratch;
}
