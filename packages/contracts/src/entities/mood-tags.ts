// The closed list of mood tags, below both the mood entity and the texts that name each tag.

/**
 * Context tags a check-in can carry (docs/score.md). Acute tags (ill, alcohol, travel,
 * hard_training) mark a day the score sets aside; the others are kept as context.
 */
export const MOOD_TAGS = [
  "ill",
  "alcohol",
  "travel",
  "hard_training",
  "deadline",
  "poor_sleep_environment",
  "period",
] as const;
