// Area under the ROC curve of a 0–100 score with one decimal, by counting per score value
// (exact with ties, linear time for the ~365,000 days of a full evaluation).

export class AurocCounter {
  private readonly positives = new Float64Array(1001);
  private readonly negatives = new Float64Array(1001);

  add(score: number, positive: boolean): void {
    const bucket = Math.min(1000, Math.max(0, Math.round(score * 10)));
    if (positive) this.positives[bucket] = (this.positives[bucket] as number) + 1;
    else this.negatives[bucket] = (this.negatives[bucket] as number) + 1;
  }

  /** P(score of a positive day > score of a negative day), ties counted half; NaN without both. */
  auroc(): number {
    let negativesBelow = 0;
    let pairs = 0;
    let totalPositives = 0;
    for (let b = 0; b <= 1000; b++) {
      const positives = this.positives[b] as number;
      const negatives = this.negatives[b] as number;
      pairs += positives * (negativesBelow + negatives / 2);
      negativesBelow += negatives;
      totalPositives += positives;
    }
    return totalPositives > 0 && negativesBelow > 0 ? pairs / (totalPositives * negativesBelow) : Number.NaN;
  }
}
