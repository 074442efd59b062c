// Honest sentences about missing data: what Evenkeel could not say yet and how many more
// days would let it.
import type { DataNeed } from "./data-needs.ts";
import { countOf } from "./display-format.ts";

export function dataNeedSentence(need: DataNeed): string {
  const more = need.missing;
  switch (`${need.purpose}:${need.subject}`) {
    case "trend:wearable":
      return `${countOf(more, "more day")} of sleep and recovery data in this period would let Evenkeel call a trend (it has ${need.have} of the ${need.need} it needs).`;
    case "trend:mood":
      return `${countOf(more, "more mood rating")} in this period would let Evenkeel read a mood trend (it has ${need.have} of ${need.need}).`;
    case "baseline:wearable":
      return `Your personal baseline is still forming: after ${countOf(more, "more day")} of wearable data, comparisons will be against your own normal rather than general guides.`;
    case "baseline:mood":
      return `After ${countOf(more, "more mood rating")}, Evenkeel can compare your mood with your own usual level.`;
    default:
      return `${countOf(more, "more day")} with both a night's sleep and a mood rating, and Evenkeel can check whether your sleep moves your mood (it has ${need.have} of ${need.need}).`;
  }
}

/** The largest number of days still missing, for a "next N days" timeframe. */
export function longestWait(needs: readonly DataNeed[]): number {
  return Math.max(0, ...needs.map((n) => n.missing));
}
