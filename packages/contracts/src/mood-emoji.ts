// The emoji scale for mood ratings 1..10, saddest to most joyful.

export const MOOD_EMOJI_SCALE = [
  { rating: 1, name: "sad", emoji: "😢" },
  { rating: 2, name: "downcast", emoji: "😞" },
  { rating: 3, name: "worried", emoji: "😟" },
  { rating: 4, name: "confused", emoji: "😕" },
  { rating: 5, name: "neutral", emoji: "😐" },
  { rating: 6, name: "slight smile", emoji: "🙂" },
  { rating: 7, name: "smile", emoji: "😊" },
  { rating: 8, name: "grin", emoji: "😁" },
  { rating: 9, name: "party", emoji: "🥳" },
  { rating: 10, name: "star-struck", emoji: "🤩" },
] as const;

/** Shown for any value outside the scale. */
export const MOOD_EMOJI_FALLBACK = "😐";

export function moodEmoji(rating: number | null | undefined): string {
  return MOOD_EMOJI_SCALE.find((step) => step.rating === rating)?.emoji ?? MOOD_EMOJI_FALLBACK;
}
