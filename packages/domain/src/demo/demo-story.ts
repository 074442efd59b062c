// The demo's 90-day story, as a load between 0 (a settled life) and 1 (the worst stretch):
// a calm month, a build-up of strain and short nights, a high-risk plateau, then recovery.
// Phases are fractions of the span so the story survives a different length.

export interface StoryPhase {
  name: "settled" | "building" | "peak" | "recovering";
  load: number;
}

const BUILD_START = 30 / 90;
const PEAK_START = 54 / 90;
const RECOVERY_START = 67 / 90;
const RECOVERY_LENGTH = 17 / 90;

/** The story's load on day `index` (0 = first day) of `totalDays`. */
export function storyPhase(index: number, totalDays: number): StoryPhase {
  const t = index / totalDays;
  if (t < BUILD_START) return { name: "settled", load: 0 };
  if (t < PEAK_START)
    return { name: "building", load: ((t - BUILD_START) / (PEAK_START - BUILD_START)) ** 1.2 };
  if (t < RECOVERY_START) return { name: "peak", load: 1 };
  const left = Math.max(0, 1 - (t - RECOVERY_START) / RECOVERY_LENGTH);
  return { name: "recovering", load: left ** 1.6 };
}
