// Answers leave together, at the end of their turn or every 2 ms (docs/decisions/052, 054).
//
// The read lane answers the requests of one turn of the event loop one after another
// (read-turns.ts). Ending each response at once makes one write to the kernel per answer, and
// when the client waits on another core (a reverse proxy or a load generator on the same
// machine) each of those writes pays for waking it. Measured here, the write cost about 58 µs when it woke the peer and
// 8 µs when the peer was already running; a whole 304 cost about 210 µs.
//
// So a finished answer is held and ended with the others of its turn: they go out back to
// back, the first wakes the peer and the rest find it awake. An answer is held at most
// HOLD_LIMIT_MS, so a long turn sends its answers every 2 ms rather than all at its end, and
// an idle server ends a lone answer in the same turn.
import type { ServerResponse } from "node:http";

type Body = Buffer | string | undefined;

/**
 * The longest an answer waits for the others of its turn (decision 054): a turn of fifty
 * dashboards takes about 35 ms, and holding the first answer of it that long puts its
 * connection's next request into a later turn. Two milliseconds of answers still go out
 * together (ten 304s, three dashboards).
 */
export const HOLD_LIMIT_MS = 2;

const pending: Array<{ res: ServerResponse; body: Body }> = [];
let firstHeldAt = 0;

/**
 * Ends `res` with `body` (its head already written) at the end of this turn, or with the next
 * answer held once the first of those held has waited HOLD_LIMIT_MS.
 */
export function endAfterPoll(res: ServerResponse, body: Body): void {
  const now = performance.now();
  if (pending.push({ res, body }) === 1) {
    firstHeldAt = now;
    setImmediate(endPendingAnswers);
  } else if (now - firstHeldAt >= HOLD_LIMIT_MS) endPendingAnswers();
}

/** Ends every answer held so far, in order. */
export function endPendingAnswers(): void {
  for (const { res, body } of pending.splice(0)) {
    try {
      res.end(body);
    } catch {
      // Nothing in `end` throws for a response written once; should it, this answer is
      // lost and its connection closed, and every other answer still goes out.
      res.destroy();
    }
  }
}
