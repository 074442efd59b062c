// The ports the app router is written against. Each home supplies its own adapters: the
// server SQLite, JWT and WHOOP; demo-store localStorage, a fixed demo identity and a simulator.
// Each port's interfaces live in ports/<feature>.ts; this file re-exports them and composes RouterPorts.
import type { ScoringRule } from "../scoring/scoring-rule.ts";
import type { DataStore } from "./ports/data-store.ts";
import type { InsightWriter, NarratorPort } from "./ports/insights.ts";
import type { OutreachPort } from "./ports/outreach.ts";
import type { Clock, IdentityPort, MediaPort } from "./ports/session.ts";
import type { WearableGateway } from "./ports/wearables.ts";

export type { ScoringInput, ScoringMood, ScoringRecord, ScoringRule } from "../scoring/scoring-rule.ts";
export * from "./ports/data-store.ts";
export * from "./ports/insights.ts";
export * from "./ports/outreach.ts";
export * from "./ports/session.ts";
export * from "./ports/wearables.ts";

export interface RouterPorts {
  clock: Clock;
  outreach: OutreachPort;
  identity: IdentityPort;
  media: MediaPort;
  store: DataStore;
  wearables: WearableGateway;
  insightWriter: InsightWriter;
  /** Null when the home has no language model (the demo, or a server without LLM_BASE_URL). */
  narrator: NarratorPort | null;
  /**
   * The home's rescoring queue (the server's history-rescoring job, whose progress History
   * shows): rescores a user's stored days from `from` on, through the newest stored score or
   * `through` if later (a file import's days may have none yet). services/rescoring.ts sends the
   * changes a writer leaves to the background here; null where the home rescores at once.
   */
  historyRescoring: { queue(userId: string, from: string, through?: string): Promise<void> } | null;
  /** How a day is scored: the server's ek score, the demo's own rule (docs/decisions/004-demo-score-and-seed-story.md). */
  scoring: ScoringRule;
  /** Answers whether the home's storage is reachable (SQLite on the server, localStorage in the demo). */
  checkStorage(): Promise<"ok" | "error">;
}
