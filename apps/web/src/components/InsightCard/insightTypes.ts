// How each insight type is named and described, on the cards and in the
// "Generate New Insight" menu.
import type { InsightType } from "@evenkeel/contracts";
import type { IconName } from "../Icon/Icon";

export type InsightTone = "blue" | "orange" | "purple";

export const INSIGHT_TYPE_INFO: Readonly<
  Record<InsightType, { label: string; description: string; icon: IconName; tone: InsightTone }>
> = {
  weekly_summary: {
    label: "Weekly Summary",
    description: "Overview of your week",
    icon: "calendar",
    tone: "blue",
  },
  burnout_alert: {
    label: "Burnout Analysis",
    description: "Risk assessment",
    icon: "shield",
    tone: "orange",
  },
  trend_analysis: {
    label: "Trend Analysis",
    description: "Pattern insights",
    icon: "chart",
    tone: "purple",
  },
};
