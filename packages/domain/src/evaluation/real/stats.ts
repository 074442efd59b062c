// Within-person statistics of the real-data evaluation (docs/score.md "Real data"): each
// person's values are centred on their own mean before pooling, so that a score ranking people
// against each other earns nothing; and a people bootstrap for the differences between lines.
import { SeededRandom } from "../seeded-random.ts";

/** One person's paired observations: the line's value and the outcome (higher = worse). */
export interface Pairs {
  x: number[];
  y: number[];
}

/** A person needs this many pairs to be centred at all (with one, both centre to 0). */
export const MIN_PAIRS_PER_PERSON = 3;

/** Average ranks (1-based), ties sharing the mean of their positions. */
export function ranks(values: readonly number[]): Float64Array {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number));
  const result = new Float64Array(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1] as number] === values[order[start] as number])
      end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) result[order[k] as number] = rank;
    start = end + 1;
  }
  return result;
}

function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  if (n < 3) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : Number.NaN;
}

export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

/** Each person's values minus their own mean, pooled (people with too few pairs left out). */
export function centredPool(people: readonly Pairs[]): Pairs {
  const pooled: Pairs = { x: [], y: [] };
  for (const { x, y } of people) {
    if (x.length < MIN_PAIRS_PER_PERSON) continue;
    const mx = x.reduce((s, v) => s + v, 0) / x.length;
    const my = y.reduce((s, v) => s + v, 0) / y.length;
    for (let i = 0; i < x.length; i++) {
      pooled.x.push((x[i] as number) - mx);
      pooled.y.push((y[i] as number) - my);
    }
  }
  return pooled;
}

/** Within-person Spearman ρ: centred on each person's mean, then pooled. */
export function withinPersonRho(people: readonly Pairs[]): number {
  const pooled = centredPool(people);
  return spearman(pooled.x, pooled.y);
}

/** P(value of a positive > value of a negative), ties half; NaN without both classes. */
export function auroc(values: readonly number[], positive: readonly boolean[]): number {
  const r = ranks(values);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < values.length; i++) {
    if (!positive[i]) continue;
    positives++;
    rankSum += r[i] as number;
  }
  const negatives = values.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** AUROC of the person-centred value for the worst days (y = 1) against the others (y = 0). */
export function withinPersonAuroc(people: readonly Pairs[]): number {
  const pooled = centredPool(people.filter((p) => p.y.some((v) => v === 1) && p.y.some((v) => v === 0)));
  // Centring y keeps its order within the person; the class is whether y was 1.
  const classes: boolean[] = [];
  for (const person of people) {
    if (person.x.length < MIN_PAIRS_PER_PERSON) continue;
    if (!(person.y.some((v) => v === 1) && person.y.some((v) => v === 0))) continue;
    for (const v of person.y) classes.push(v === 1);
  }
  return auroc(pooled.x, classes);
}

export const round3 = (value: number) => (Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null);

export interface Interval {
  low: number | null;
  high: number | null;
}

/**
 * 90 % people-bootstrap interval of statistic(a) − statistic(b): people are drawn with
 * replacement (`draws` times, a fixed seed, so the interval is reproducible); a and b hold the
 * same people in the same order, on the same days.
 */
export function bootstrapDifference(
  a: readonly Pairs[],
  b: readonly Pairs[],
  statistic: (people: readonly Pairs[]) => number,
  draws: number,
  seed: number,
): Interval {
  const random = new SeededRandom(seed);
  const differences: number[] = [];
  const n = a.length;
  for (let draw = 0; draw < draws; draw++) {
    const sampleA: Pairs[] = [];
    const sampleB: Pairs[] = [];
    for (let k = 0; k < n; k++) {
      const pick = random.integer(0, n - 1);
      sampleA.push(a[pick] as Pairs);
      sampleB.push(b[pick] as Pairs);
    }
    const difference = statistic(sampleA) - statistic(sampleB);
    if (Number.isFinite(difference)) differences.push(difference);
  }
  differences.sort((x, y) => x - y);
  const at = (q: number) => differences[Math.min(differences.length - 1, Math.floor(q * differences.length))];
  return differences.length > 0
    ? { low: round3(at(0.05) as number), high: round3(at(0.95) as number) }
    : { low: null, high: null };
}
