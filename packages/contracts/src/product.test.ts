import { describe, expect, it } from "vitest";
import { DATA_IMPORT_KINDS } from "./entities/data-import.ts";
import { moodEmoji } from "./mood-emoji.ts";
import {
  DEFAULT_TITLE,
  metricSourceDisplayName,
  PAGE_TITLES,
  pageTitle,
  recoveryScoreName,
  TIME_ZONE_HEADER,
  WEARABLE_PROVIDER_IDS,
  WEARABLE_PROVIDERS,
  wearableCallbackPath,
  wearableDisplayName,
} from "./product.ts";

describe("titles", () => {
  it("reads {page} - Evenkeel", () => {
    expect(pageTitle("Dashboard")).toBe("Dashboard - Evenkeel");
    expect(PAGE_TITLES.mood).toBe("Mood Tracking - Evenkeel");
    expect(PAGE_TITLES.insights).toBe("AI Insights - Evenkeel");
    expect(PAGE_TITLES.confirmEmail).toBe("Confirm Email - Evenkeel");
    expect(DEFAULT_TITLE).toBe("Evenkeel - See burnout coming");
  });

  it("has a title for each of the ten pages", () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual(
      [
        "alert",
        "checkin",
        "confirmEmail",
        "dashboard",
        "history",
        "insights",
        "mood",
        "settings",
        "signIn",
        "signUp",
      ].sort(),
    );
  });
});

describe("wearable providers", () => {
  it("enables WHOOP, Oura and Google Health, in that order", () => {
    expect(WEARABLE_PROVIDERS).toEqual([
      { id: "whoop", displayName: "WHOOP" },
      { id: "oura", displayName: "Oura" },
      { id: "google_health", displayName: "Google Health" },
    ]);
    expect(WEARABLE_PROVIDER_IDS).toEqual(["whoop", "oura", "google_health"]);
    expect(wearableDisplayName("whoop")).toBe("WHOOP");
    expect(wearableDisplayName("oura")).toBe("Oura");
  });

  it("names the recovery score after its source: Oura's is Readiness", () => {
    expect(recoveryScoreName("oura")).toBe("Readiness");
    expect(recoveryScoreName("whoop")).toBe("Recovery");
    expect(recoveryScoreName("apple_health")).toBe("Recovery");
    expect(recoveryScoreName(null)).toBe("Recovery");
  });

  it("builds the OAuth return page path", () => {
    expect(wearableCallbackPath("whoop")).toBe("/settings/whoop/callback");
    expect(wearableCallbackPath("oura")).toBe("/settings/oura/callback");
  });

  it("names the time-zone header in lower case", () => {
    expect(TIME_ZONE_HEADER).toBe("x-time-zone");
  });
});

describe("moodEmoji", () => {
  it("maps 1..10 from saddest to most joyful", () => {
    const scale = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(moodEmoji);
    expect(scale).toEqual(["😢", "😞", "😟", "😕", "😐", "🙂", "😊", "😁", "🥳", "🤩"]);
  });

  it.each([0, 11, 5.5, null, undefined])("falls back to neutral for %j", (rating) => {
    expect(moodEmoji(rating)).toBe("😐");
  });
});

describe("the names of import sources", () => {
  it("name every import format, the Fitbit export too, as the screens show it", () => {
    expect(DATA_IMPORT_KINDS.map(metricSourceDisplayName)).toEqual([
      "WHOOP export",
      "Apple Health",
      "Fitbit export",
    ]);
  });
});
