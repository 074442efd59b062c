// The clients of the load test: each loops until the deadline over a mix of reads (mood list,
// dashboard, stats, insights) and writes (a new mood on a date no one else writes, or a new
// rating for one of its own moods), counting answers by status and keeping every write the
// server acknowledged, so the test can read them all back afterwards.
import type { Mood } from "@evenkeel/contracts";
import { daysBefore, utcToday } from "./seed-data.ts";
import type { TestUser } from "./test-users.ts";

export interface AcknowledgedMood {
  userIndex: number;
  date: string;
  rating: number;
  notes: string;
}

export interface LoadTally {
  statuses: Map<number, number>;
  networkErrors: string[];
  latenciesMs: number[];
  /** Keyed by user and date: the last value the server acknowledged for it. */
  acknowledged: Map<string, AcknowledgedMood>;
}

const READS = [
  "/api/mood/?limit=10",
  "/api/health/dashboard",
  "/api/mood/stats/summary?days=30",
  "/api/health/insights",
];

export function newTally(): LoadTally {
  return { statuses: new Map(), networkErrors: [], latenciesMs: [], acknowledged: new Map() };
}

export async function runClient(
  baseUrl: string,
  users: TestUser[],
  clientIndex: number,
  deadline: number,
  nextDayOffset: (userIndex: number) => number,
  tally: LoadTally,
): Promise<void> {
  const userIndex = clientIndex % users.length;
  const user = users[userIndex] as TestUser;
  const headers = { authorization: `Bearer ${user.accessToken}`, "content-type": "application/json" };
  const mine: AcknowledgedMood[] = [];
  for (let step = 0; Date.now() < deadline; step += 1) {
    const roll = Math.random();
    let request: { url: string; init: RequestInit; write?: AcknowledgedMood };
    if (roll < 0.25) {
      const date = daysBefore(utcToday(), nextDayOffset(userIndex));
      const write = { userIndex, date, rating: 1 + (step % 10), notes: `client ${clientIndex} step ${step}` };
      const body = JSON.stringify({ date, rating: write.rating, notes: write.notes });
      request = { url: "/api/mood/", init: { method: "POST", headers, body }, write };
    } else if (roll < 0.3 && mine.length > 0) {
      const previous = mine[Math.floor(Math.random() * mine.length)] as AcknowledgedMood;
      const write = { ...previous, rating: 1 + ((previous.rating + 3) % 10) };
      const init = { method: "PUT", headers, body: JSON.stringify({ rating: write.rating }) };
      request = { url: `/api/mood/${previous.date}`, init, write };
    } else {
      request = { url: READS[step % READS.length] as string, init: { headers } };
    }
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${request.url}`, request.init);
      const body = (await response.json()) as Partial<Mood>;
      tally.latenciesMs.push(performance.now() - started);
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      const write = request.write;
      if (write && (response.status === 201 || response.status === 200) && body.rating === write.rating) {
        tally.acknowledged.set(`${userIndex}/${write.date}`, write);
        if (request.init.method === "POST") mine.push(write);
        else mine[mine.findIndex((mood) => mood.date === write.date)] = write;
      }
    } catch (error) {
      tally.networkErrors.push(
        error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
      );
    }
  }
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);
}
