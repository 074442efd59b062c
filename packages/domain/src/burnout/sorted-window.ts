// A sliding window of numbers kept in order, so the baseline's median and median absolute
// deviation cost one pass over ~60 values per day instead of two sorts.

export class SortedWindow {
  private readonly sorted: Float64Array;
  private size = 0;

  constructor(capacity: number) {
    this.sorted = new Float64Array(capacity);
  }

  get count(): number {
    return this.size;
  }

  /** Adds a value; NaN (no data) is ignored. */
  add(value: number): void {
    if (Number.isNaN(value)) return;
    if (this.size === this.sorted.length) throw new RangeError("SortedWindow is full");
    const at = this.lowerBound(value);
    this.sorted.copyWithin(at + 1, at, this.size);
    this.sorted[at] = value;
    this.size++;
  }

  /** Removes one copy of a value that was added; NaN is ignored. */
  remove(value: number): void {
    if (Number.isNaN(value)) return;
    const at = this.lowerBound(value);
    if (at >= this.size || this.sorted[at] !== value) throw new RangeError("Value is not in the window");
    this.sorted.copyWithin(at, at + 1, this.size);
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
