// Words and chip tones for the enums inside insights' structured data.
import type { Direction, Importance, MoodTrend } from "@evenkeel/contracts";
import type { ChipTone } from "../Chip/Chip";
import type { IconName } from "../Icon/Icon";

export const IMPORTANCE: Readonly<Record<Importance, { word: string; tone: ChipTone }>> = {
  high: { word: "High", tone: "danger" },
  medium: { word: "Medium", tone: "warning" },
  low: { word: "Low", tone: "info" },
};

export const METRIC_STATUS: Readonly<
  Record<"good" | "fair" | "needs_attention", { word: string; tone: ChipTone }>
> = {
  good: { word: "Good", tone: "success" },
  fair: { word: "Fair", tone: "warning" },
  needs_attention: { word: "Needs attention", tone: "danger" },
};

export const METRIC_TREND: Readonly<Record<MoodTrend, { word: string; icon: IconName }>> = {
  improving: { word: "Improving", icon: "trendUp" },
  stable: { word: "Stable", icon: "trendFlat" },
  declining: { word: "Declining", icon: "trendDown" },
};

export const DIRECTION: Readonly<Record<Direction, { word: string; icon: IconName }>> = {
  increasing: { word: "Increasing", icon: "trendUp" },
  stable: { word: "Stable", icon: "trendFlat" },
  decreasing: { word: "Decreasing", icon: "trendDown" },
};
