// Product identity: name, page titles, the wearable providers Evenkeel can connect, and the
// header through which the browser tells the server its time zone.

import { DATA_IMPORT_KIND_NAMES, DATA_IMPORT_RECOVERY_NAMES } from "./messages/imports.ts";

export const PRODUCT_NAME = "Evenkeel";

/** Title of pages that have no page name of their own (docs/screens.md). */
export const DEFAULT_TITLE = "Evenkeel - See burnout coming";

/** The page's meta description, what a search result shows under the title. */
export const PRODUCT_DESCRIPTION =
  "Evenkeel brings your wearable's recovery, sleep and HRV together with a daily mood check-in, and warns you early when you drift towards burnout. Self-hosted and private.";

export const PAGE_NAMES = {
  signIn: "Sign In",
  signUp: "Sign Up",
  confirmEmail: "Confirm Email",
  dashboard: "Dashboard",
  mood: "Mood Tracking",
  history: "Health History",
  insights: "AI Insights",
  settings: "Settings",
  checkin: "Check-in",
  alert: "Early Warning",
} as const;

export type PageKey = keyof typeof PAGE_NAMES;

/** "{page} - Evenkeel" */
export function pageTitle(name: string): string {
  return `${name} - ${PRODUCT_NAME}`;
}

/** The wearable's OAuth return page (titled after the provider, not "Settings"), e.g. "Connect WHOOP". */
export function wearableCallbackPageName(wearable: string): string {
  return `Connect ${wearable}`;
}

export const PAGE_TITLES = Object.fromEntries(
  Object.entries(PAGE_NAMES).map(([key, name]) => [key, pageTitle(name)]),
) as Readonly<Record<PageKey, string>>;

/**
 * Every provider Evenkeel knows. Adding one is a row here (plus its server adapter);
 * only rows with `enabled: true` are accepted by the API.
 */
const WEARABLE_PROVIDER_CATALOGUE = {
  // `recoveryName`: what the provider calls the score stored as recovery_score; `syncs`: what
  // Settings says a connection brings.
  whoop: {
    displayName: "WHOOP",
    enabled: true,
    recoveryName: "Recovery",
    syncs: "recovery, sleep, HRV and strain",
  },
  oura: {
    displayName: "Oura",
    enabled: true,
    recoveryName: "Readiness",
    syncs: "readiness, sleep, HRV and workouts",
  },
  // Fitbit and Pixel Watch through the Google Health API: no readiness, strain or sleep score.
  google_health: {
    displayName: "Google Health",
    enabled: true,
    recoveryName: "Recovery",
    syncs: "resting heart rate, HRV, sleep and workouts from a Fitbit or Pixel Watch",
  },
} as const;

type Catalogue = typeof WEARABLE_PROVIDER_CATALOGUE;

/** The `{wearable}` path segment of the wearable calls, e.g. "whoop". */
export type WearableProvider = {
  [K in keyof Catalogue]: Catalogue[K]["enabled"] extends true ? K : never;
}[keyof Catalogue];

export interface WearableProviderInfo {
  readonly id: WearableProvider;
  readonly displayName: string;
}

export const WEARABLE_PROVIDERS: readonly WearableProviderInfo[] = Object.entries(WEARABLE_PROVIDER_CATALOGUE)
  .filter(([, info]) => info.enabled)
  .map(([id, info]) => ({ id: id as WearableProvider, displayName: info.displayName }));

/** Enabled provider ids as a non-empty tuple, ready for `z.enum`. */
export const WEARABLE_PROVIDER_IDS = WEARABLE_PROVIDERS.map((p) => p.id) as [
  WearableProvider,
  ...WearableProvider[],
];

export const DEFAULT_WEARABLE_PROVIDER: WearableProvider = "whoop";

/** "WHOOP" for "whoop". */
export function wearableDisplayName(provider: WearableProvider): string {
  return WEARABLE_PROVIDER_CATALOGUE[provider].displayName;
}

/** "recovery, sleep, HRV and strain" for WHOOP: what a connection brings. */
export function wearableSyncedData(provider: WearableProvider): string {
  return WEARABLE_PROVIDER_CATALOGUE[provider].syncs;
}

/**
 * "Readiness" for a day from Oura or a Fitbit export (Fitbit's Daily Readiness), "Recovery"
 * otherwise (WHOOP, the other imports, unknown sources).
 */
export function recoveryScoreName(source: string | null): string {
  const entry = Object.entries(WEARABLE_PROVIDER_CATALOGUE).find(([id]) => id === source);
  if (entry) return entry[1].recoveryName;
  const imported = Object.entries(DATA_IMPORT_RECOVERY_NAMES).find(([kind]) => kind === source);
  return imported ? imported[1] : "Recovery";
}

/**
 * How a source of days is named on screen: a provider's display name ("Oura"), a file import's
 * name ("Apple Health"), else its id in words, so a source added later needs no change here.
 */
export function metricSourceDisplayName(source: string): string {
  const entry = Object.entries(WEARABLE_PROVIDER_CATALOGUE).find(([id]) => id === source);
  if (entry) return entry[1].displayName;
  const imported = Object.entries(DATA_IMPORT_KIND_NAMES).find(([kind]) => kind === source);
  if (imported) return imported[1];
  const words = source.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The web app's OAuth return page for a provider: /settings/whoop/callback (docs/screens.md). */
export function wearableCallbackPath(provider: WearableProvider): string {
  return `/settings/${provider}/callback`;
}

/** Request header carrying the browser's IANA time zone, e.g. "America/New_York". */
export const TIME_ZONE_HEADER = "x-time-zone";
