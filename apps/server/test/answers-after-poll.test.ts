// The read lane's answers leave together once the poll phase is over (docs/decisions/052):
// none is ended while requests of the same turn are still being answered, all are ended,
// in the order they were answered, before any timer of the next turn, and one that fails
// to end is closed without keeping the others back.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
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

  describe("over real sockets", () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    it("answers many clients at once and a lone client at once", async () => {
      const server = createServer((req, res) => {
        res.writeHead(200, ["Content-Type", "text/plain", "Content-Length", String(req.url?.length ?? 0)]);
        endAfterPoll(res, req.url);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      close = () => new Promise((resolve) => server.close(() => resolve()));
      const { port } = server.address() as AddressInfo;
      const paths = Array.from({ length: 40 }, (_, index) => `/answer-${index}`);
      const bodies = await Promise.all(
        paths.map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).text()),
      );
      expect(bodies).toEqual(paths);
      // A lone request waits for no company: its turn ends with it.
      expect(await (await fetch(`http://127.0.0.1:${port}/alone`)).text()).toBe("/alone");
    });
  });
});
