// The device's moods reach the server once: sent ones leave the outbox, a lost answer is
// recognised by the server's equal mood, a different mood is a conflict kept for the person,
// and a network failure keeps everything for the next pass.
import type { Mood } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/apiErrors";
import type { MoodOutbox, QueuedMood } from "./moodOutbox";
import { type MoodSender, sendQueuedMoods } from "./sendQueuedMoods";

function memoryOutbox(moods: QueuedMood[]): MoodOutbox & { dates(): string[] } {
  const kept = new Map(moods.map((mood) => [mood.date, mood]));
  return {
    put: async (mood) => void kept.set(mood.date, mood),
    list: async () => [...kept.values()].sort((a, b) => a.date.localeCompare(b.date)),
    remove: async (date) => void kept.delete(date),
    dates: () => [...kept.keys()].sort(),
  };
}

const queued = (date: string, rating: number): QueuedMood => ({
  date,
  rating,
  notes: null,
  tags: [],
  queuedAt: 1,
});
const checkin = (date: string, rating: number): QueuedMood => ({
  ...queued(date, rating),
  checkin: { token: "a-reminder-token" },
});
const mood = (date: string, rating: number): Mood =>
  ({ id: 1, date, rating, notes: null, tags: [], created_at: "", updated_at: "" }) as unknown as Mood;

/** A server with one mood a day, that can drop the connection. */
function fakeServer(initial: Mood[] = []) {
  const days = new Map(initial.map((entry) => [entry.date, entry]));
  let creates = 0;
  let offline = false;
  const sender: MoodSender = {
    create: async (entry) => {
      if (offline) throw new TypeError("Failed to fetch");
      creates++;
      if (days.has(entry.date)) throw new ApiRequestError(409, "A mood is already logged for this date");
      days.set(entry.date, mood(entry.date, entry.rating));
    },
    existing: async (entry) => days.get(entry.date) ?? null,
  };
  return {
    sender,
    days,
    creates: () => creates,
    setOffline: (value: boolean) => {
      offline = value;
    },
  };
}

describe("sendQueuedMoods", () => {
  it("sends each mood once and empties the outbox", async () => {
    const outbox = memoryOutbox([queued("2026-11-27", 6), queued("2026-11-26", 4)]);
    const server = fakeServer();
    const result = await sendQueuedMoods(outbox, server.sender);
    expect(result).toEqual({
      sent: ["2026-11-26", "2026-11-27"],
      conflicts: [],
      refused: [],
      stopped: false,
    });
    expect(outbox.dates()).toEqual([]);
    expect(await sendQueuedMoods(outbox, server.sender)).toEqual({
      sent: [],
      conflicts: [],
      refused: [],
      stopped: false,
    });
    expect(server.creates()).toBe(2);
  });

  it("keeps everything when the connection drops, and sends it next time", async () => {
    const outbox = memoryOutbox([queued("2026-11-27", 6)]);
    const server = fakeServer();
    server.setOffline(true);
    expect((await sendQueuedMoods(outbox, server.sender)).stopped).toBe(true);
    expect(outbox.dates()).toEqual(["2026-11-27"]);
    server.setOffline(false);
    expect((await sendQueuedMoods(outbox, server.sender)).sent).toEqual(["2026-11-27"]);
    expect(server.days.get("2026-11-27")?.rating).toBe(6);
  });

  it("recognises its own mood when the answer to a sent one was lost", async () => {
    const outbox = memoryOutbox([queued("2026-11-27", 6)]);
    const server = fakeServer([mood("2026-11-27", 6)]);
    const result = await sendQueuedMoods(outbox, server.sender);
    expect(result.sent).toEqual(["2026-11-27"]);
    expect(result.conflicts).toEqual([]);
    expect(outbox.dates()).toEqual([]);
  });

  it("keeps a mood that differs from the server's, as a conflict for the person to settle", async () => {
    const outbox = memoryOutbox([queued("2026-11-27", 6), queued("2026-11-28", 7)]);
    const server = fakeServer([mood("2026-11-27", 3)]);
    const result = await sendQueuedMoods(outbox, server.sender);
    expect(result.conflicts.map((conflict) => [conflict.queued.rating, conflict.existing.rating])).toEqual([
      [6, 3],
    ]);
    expect(result.sent).toEqual(["2026-11-28"]);
    expect(outbox.dates()).toEqual(["2026-11-27"]);
    expect(server.days.get("2026-11-27")?.rating).toBe(3);
  });

  it("drops a mood the server refuses for good (a 4xx other than 409)", async () => {
    const outbox = memoryOutbox([queued("2020-01-01", 5)]);
    const refusal = new ApiRequestError(400, "Date is too far in the past");
    const result = await sendQueuedMoods(outbox, {
      create: async () => {
        throw refusal;
      },
      existing: async () => null,
    });
    expect(result).toEqual({
      sent: [],
      conflicts: [],
      refused: [{ queued: queued("2020-01-01", 5), error: refusal }],
      stopped: false,
    });
    expect(outbox.dates()).toEqual([]);
  });

  it("sends only the entries asked for, and keeps the others", async () => {
    const outbox = memoryOutbox([queued("2026-11-27", 6), checkin("2026-11-28", 7)]);
    const server = fakeServer();
    const result = await sendQueuedMoods(outbox, server.sender, (entry) => entry.checkin !== undefined);
    expect(result.sent).toEqual(["2026-11-28"]);
    expect(outbox.dates()).toEqual(["2026-11-27"]);
  });

  it("takes a check-in the server has with the same rating (other notes) as sent", async () => {
    const outbox = memoryOutbox([checkin("2026-11-28", 7)]);
    const server = fakeServer([{ ...mood("2026-11-28", 7), notes: "Logged in the app" }]);
    const result = await sendQueuedMoods(outbox, server.sender);
    expect(result.sent).toEqual(["2026-11-28"]);
    expect(result.conflicts).toEqual([]);
    expect(outbox.dates()).toEqual([]);
  });

  it("drops a check-in whose link the server no longer takes, and says so", async () => {
    const outbox = memoryOutbox([checkin("2026-11-28", 7)]);
    const spent = new ApiRequestError(409, "This check-in link has expired.");
    const result = await sendQueuedMoods(outbox, {
      create: async () => {
        throw spent;
      },
      existing: async () => {
        throw new ApiRequestError(409, "This check-in link has expired.");
      },
    });
    expect(result.refused).toEqual([{ queued: checkin("2026-11-28", 7), error: spent }]);
    expect(result.stopped).toBe(false);
    expect(outbox.dates()).toEqual([]);
  });

  it("keeps a check-in when the look-up after a 409 finds no connection", async () => {
    const outbox = memoryOutbox([checkin("2026-11-28", 7)]);
    const result = await sendQueuedMoods(outbox, {
      create: async () => {
        throw new ApiRequestError(409, "This day already has a mood");
      },
      existing: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(result.stopped).toBe(true);
    expect(outbox.dates()).toEqual(["2026-11-28"]);
  });
});
