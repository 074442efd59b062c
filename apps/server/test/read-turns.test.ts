// The read lane answers a turn's requests after the poll phase, longest-waiting connection first
// (docs/decisions/054): a connection never served goes first, then the one served longest ago;
// one connection's requests keep their order; a read that waits on I/O holds the others up for
// one loop iteration at most; what a read leaves for process.nextTick runs before the next read;
// a failing read stops nothing. And the answers held for the end of
// a turn leave every HOLD_LIMIT_MS at the latest.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { endAfterPoll, HOLD_LIMIT_MS } from "../src/http/answers-after-poll.ts";
import { createReadTurns } from "../src/http/read-turns.ts";

const socket = (name: string) => ({ name }) as unknown as Socket;
const nextLoopIteration = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A read that only notes it was answered. */
const noting = (events: string[], text: string) => async () => {
  events.push(text);
};

describe("read turns", () => {
  it("answers after the poll phase, new connections first, then the one served longest ago", async () => {
    const turns = createReadTurns();
    const [a, b, c] = [socket("a"), socket("b"), socket("c")];
    const order: string[] = [];
    const answer = (name: string) => noting(order, name);
    // First turn: all three new, answered in arrival order, and none during the poll phase.
    turns(a, answer("a1"));
    turns(b, answer("b1"));
    turns(c, answer("c1"));
    expect(order).toEqual([]);
    await nextLoopIteration();
    expect(order).toEqual(["a1", "b1", "c1"]);
    // Second turn: c's request reached the queue first, but a was served longest ago.
    await sleep(2);
    turns(c, answer("c2"));
    turns(b, answer("b2"));
    turns(a, answer("a2"));
    turns(socket("new"), answer("new1"));
    await nextLoopIteration();
    expect(order.slice(3)).toEqual(["new1", "a2", "b2", "c2"]);
  });

  it("keeps the order of one connection's pipelined requests", async () => {
    const turns = createReadTurns();
    const one = socket("one");
    const order: number[] = [];
    for (const index of [1, 2, 3, 4]) {
      turns(one, async () => {
        order.push(index);
      });
    }
    await nextLoopIteration();
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it("runs reads that need no I/O one after another", async () => {
    const turns = createReadTurns();
    const events: string[] = [];
    const steps = (name: string) => async () => {
      events.push(`${name} starts`);
      await Promise.resolve();
      await Promise.resolve();
      events.push(`${name} ends`);
    };
    turns(socket("a"), steps("a"));
    turns(socket("b"), steps("b"));
    await nextLoopIteration();
    await nextLoopIteration();
    expect(events).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });

  it("lets what a read left for process.nextTick run before the next read starts", async () => {
    const turns = createReadTurns();
    const events: string[] = [];
    turns(socket("a"), async () => {
      // The lane answers after its own awaits (the session, the key, the procedure)...
      await Promise.resolve();
      events.push("a answers");
      // ...and Node completes a response's write and emits 'finish' through process.nextTick.
      process.nextTick(() => events.push("a's response finishes"));
    });
    turns(socket("b"), noting(events, "b answers"));
    await nextLoopIteration();
    expect(events).toEqual(["a answers", "a's response finishes", "b answers"]);
  });

  it("does not let a read waiting on I/O hold the others back", async () => {
    const turns = createReadTurns();
    const events: string[] = [];
    turns(socket("slow"), async () => {
      await sleep(50);
      events.push("slow");
    });
    turns(socket("fast"), noting(events, "fast"));
    await sleep(20);
    expect(events).toEqual(["fast"]);
    await sleep(60);
    expect(events).toEqual(["fast", "slow"]);
    // The queue is free again: a later request is answered in its own turn.
    turns(socket("later"), noting(events, "later"));
    await nextLoopIteration();
    expect(events).toEqual(["fast", "slow", "later"]);
  });

  it("goes on after a read that fails", async () => {
    const turns = createReadTurns();
    const events: string[] = [];
    turns(socket("a"), () => Promise.reject(new Error("broken")));
    turns(socket("b"), noting(events, "b"));
    await nextLoopIteration();
    expect(events).toEqual(["b"]);
  });
});

describe("answers held for the end of a turn", () => {
  it("end, together, once the first of them has waited the hold limit", async () => {
    const events: string[] = [];
    const response = (name: string) =>
      ({
        end: () => events.push(`${name} ended`),
        destroy: () => events.push(`${name} destroyed`),
      }) as unknown as ServerResponse;
    endAfterPoll(response("first"), "a");
    const heldFrom = performance.now();
    while (performance.now() - heldFrom < HOLD_LIMIT_MS + 1) {
      // A long turn: the first answer waits past the limit.
    }
    endAfterPoll(response("second"), "b");
    expect(events).toEqual(["first ended", "second ended"]);
    endAfterPoll(response("third"), "c");
    expect(events).toHaveLength(2);
    await nextLoopIteration();
    expect(events).toEqual(["first ended", "second ended", "third ended"]);
  });

  describe("over real sockets", () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    it("answers forty clients at once, each with its own answer", async () => {
      const turns = createReadTurns();
      const server = createServer((req, res) => {
        turns(req.socket, async () => {
          res.writeHead(200, ["Content-Type", "text/plain", "Content-Length", String(req.url?.length ?? 0)]);
          endAfterPoll(res, req.url);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      close = () => new Promise((resolve) => server.close(() => resolve()));
      const { port } = server.address() as AddressInfo;
      const paths = Array.from({ length: 40 }, (_, index) => `/answer-${index}`);
      const bodies = await Promise.all(
        paths.map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).text()),
      );
      expect(bodies).toEqual(paths);
      expect(await (await fetch(`http://127.0.0.1:${port}/alone`)).text()).toBe("/alone");
    });
  });
});
