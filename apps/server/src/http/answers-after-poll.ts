// Answers leave together at the end of the poll phase (docs/decisions/052).
//
// Node reads every socket that became readable in one turn of the event loop (the poll
// phase) and, for the read lane, answers each request before reading the next. Ending each
// response at once makes one write to the kernel per answer, and when the client waits on
// another core (a reverse proxy or a load generator on the same machine) each of those writes
// pays for waking it. Measured here, the write cost about 58 µs when it woke the peer and
// 8 µs when the peer was already running; a whole 304 cost about 210 µs.
//
// So a finished answer is ended in the check phase that follows the poll phase: all answers
// of that turn go out back to back, the first wakes the peer and the rest find it awake. No
// answer waits for anything but the requests that arrived with it, and an idle server ends
// a lone answer in the same turn.
import type { ServerResponse } from "node:http";

type Body = Buffer | string | undefined;

const pending: Array<{ res: ServerResponse; body: Body }> = [];

/** Ends `res` with `body` (its head already written) once this poll phase is over. */
export function endAfterPoll(res: ServerResponse, body: Body): void {
  if (pending.push({ res, body }) === 1) setImmediate(endPending);
}

function endPending(): void {
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
