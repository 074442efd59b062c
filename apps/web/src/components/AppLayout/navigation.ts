// The side navigation's entries, in the order of docs/screens.md.
import type { IconName } from "../Icon/Icon";

export const NAVIGATION: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: "/dashboard", label: "Dashboard", icon: "dashboard" },
  { to: "/mood", label: "Mood", icon: "mood" },
  { to: "/history", label: "History", icon: "history" },
  { to: "/insights", label: "Insights", icon: "insights" },
  { to: "/settings", label: "Settings", icon: "settings" },
];
