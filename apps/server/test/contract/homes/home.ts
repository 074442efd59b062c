// A "home" of the app router (docs/architecture.md, "One router, two homes"): the server over
// HTTP, or demo-store in memory. The contract suite talks to both through the same typed tRPC
// client and states every place the two homes follow different rules as a visible, named
// expectation.
import type { AppRouter } from "@evenkeel/domain/router";
import type { TRPCClient } from "@trpc/client";

export type AppClient = TRPCClient<AppRouter>;

export interface HomeExpectations {
  /** The demo replaces the mood of a date on create; the server refuses with 409. */
  moodCreateOnExistingDate: "replace" | "conflict";
  /** Demo days are scored by the demo rule ("demo-1"); the server's by ek-3 (docs/score.md). */
  scoreAlgorithm: "demo-1" | "ek-3";
  /** The demo refuses sign-up and sign-in with its own words; the server has accounts. */
  accounts: "refused in demo" | "real accounts";
  /** How a wearable gets connected: the provider's OAuth page, or refused (the demo never leaves the browser). */
  wearableConnect: "oauth" | "refused in demo";
  /** After erase the server ends every session; the demo stays until the web app signs it out. */
  sessionAfterErase: "ended" | "kept";
  /** The demo's sync waits 1.5 s before answering; the server's waits for WHOOP. */
  simulatedSyncWaitMs: number | null;
}

export interface Home {
  name: "server" | "demo";
  expects: HomeExpectations;
  client: AppClient;
  userId: string;
  /** The user's today (both homes run on UTC in this suite). */
  today: string;
  /** Waits the home was asked for (the demo's injected sleep records instead of waiting). */
  sleeps: number[];
  /** A client for the same user after the session ended (the server signs in again). */
  reauthenticate(): Promise<AppClient>;
  close(): Promise<void>;
}

export interface HomeFactory {
  name: Home["name"];
  start(): Promise<Home>;
}
