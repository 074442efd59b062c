// The read lane's requests are answered in turns, longest-waiting connection first
// (docs/decisions/054).
//
// Node answers the sockets that one epoll_wait found readable in the order the kernel lists
// them, and libuv's level-triggered epoll keeps a socket it returned in its old place on that
// list. A keep-alive client whose request arrives just after the wait began is listed behind
// every socket of the turn before it, so under a steady load the same few connections are
// answered last of each turn and miss the next one: they wait two turns where the others wait
// one (measured with 50 connections on a bare node:http server: those connections held every
// answer slower than the 99th percentile, at twice the median).
//
// So the lane takes the requests of a poll phase as they are read and answers them after it,
// in the check phase, ordered by when each connection was last served (a new connection
// first): a request that had to wait out a whole turn goes first in the next. Each read runs
// to its end before the next starts while reads finish without waiting on I/O (SQLite); once
// one of a turn waits on I/O (PostgreSQL, a token's first check), the rest of that turn start
// without waiting for it, so no read holds the others up for longer than one loop iteration.
// Between two reads, what the first left for process.nextTick runs (see runTurns). The turn's
// answers leave every 2 ms and when it ends (answers-after-poll.ts).
import type { Socket } from "node:net";
import { endPendingAnswers } from "./answers-after-poll.ts";

interface Waiting {
  socket: Socket;
  /** When this connection was last served (performance.now()); 0 for one never served. */
  since: number;
  answer: () => Promise<void>;
}

/** Queues `answer` for the coming turn; `answer` answers or hands on every failure itself. */
export type ReadTurns = (socket: Socket, answer: () => Promise<void>) => void;

export function createReadTurns(): ReadTurns {
  const queue: Waiting[] = [];
  const lastServed = new WeakMap<Socket, number>();
  let running = false;

  async function runTurns(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      // A stable sort: pipelined requests of one connection keep their order.
      const turn = queue.splice(0).sort((a, b) => a.since - b.since);
      let loopTurned = false;
      const nextLoopTurn = new Promise<void>((resolve) =>
        setImmediate(() => {
          loopTurned = true;
          resolve();
        }),
      );
      for (let waiting = turn.shift(); waiting; waiting = turn.shift()) {
        const { socket, answer } = waiting;
        lastServed.set(socket, performance.now());
        try {
          const answered = answer();
          if (!loopTurned) {
            await Promise.race([answered, nextLoopTurn]);
            // What the read left for process.nextTick (its write's completion, the response's
            // 'finish') runs now, not when the whole turn is over: the microtasks of a turn
            // would otherwise keep every answer of it, and what they hold, alive until the end.
            await new Promise<void>((resolve) => process.nextTick(resolve));
          }
        } catch {
          // `answer` does not reject; should it, that request alone is left to its socket's timeout.
        }
      }
      endPendingAnswers();
    }
    running = false;
  }

  return (socket, answer) => {
    queue.push({ socket, since: lastServed.get(socket) ?? 0, answer });
    if (!running && queue.length === 1) setImmediate(runTurns);
  };
}
