// The read lane's answers leave together once the poll phase is over (docs/decisions/052):
// none is ended while requests of the same turn are still being answered, all are ended,
// in the order they were answered, before any timer of the next turn, and one that fails
// to end is closed without keeping the others back. Over real sockets, and the 2 ms hold
// limit: read-turns.test.ts.
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { endAfterPoll } from "../src/http/answers-after-poll.ts";

type Event = string;

function recordingResponse(name: string, events: Event[], failing = false): ServerResponse {
  return {
    end(body?: unknown) {
      if (failing) throw new Error("end failed");
      events.push(`${name} ended with ${String(body)}`);
    },
    destroy() {
      events.push(`${name} destroyed`);
    },
  } as unknown as ServerResponse;
}

describe("answers after the poll phase", () => {
  it("ends every answer of a turn after the turn, in order, before the next turn's timers", async () => {
    const events: Event[] = [];
    endAfterPoll(recordingResponse("first", events), "a");
    endAfterPoll(recordingResponse("second", events), undefined);
    events.push("turn goes on");
    await Promise.resolve();
    events.push("microtasks done");
    const timerRan = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push("next turn's timer");
        resolve();
      }, 0),
    );
    await timerRan;
    expect(events).toEqual([
      "turn goes on",
      "microtasks done",
      "first ended with a",
      "second ended with undefined",
      "next turn's timer",
    ]);
  });

  it("closes an answer that fails to end and still ends the others", async () => {
    const events: Event[] = [];
    endAfterPoll(recordingResponse("broken", events, true), "x");
    endAfterPoll(recordingResponse("fine", events), "y");
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(["broken destroyed", "fine ended with y"]);
  });
});
