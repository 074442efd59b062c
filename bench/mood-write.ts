// Server CPU of one mood write (POST /api/mood/), apart from the DELETE that takes it back.
// The "mood create+delete" scenario sends the two in turn, so its CPU per request is their
// mean. Here, right after that scenario and on the same server, every user logs today's mood
// (as many at once as the scenario has connections) with the server's CPU time read before
// and after, then every user's entry is deleted, read the same way; the rounds repeat until
// the scenario's seconds are spent. Each half's CPU is divided by its number of requests; the
// server's idle work in those windows (timers, the job runner's poll) counts too, as it does
// in every other CPU figure.
import { type Figure, figure } from "./report.ts";
import { moodScenario, type ScenarioContext } from "./scenarios.ts";
import type { ServerHandle } from "./server-process.ts";

/** The two halves of a round, in order: the write, then its undo. */
const HALVES = ["mood write", "mood delete"] as const;

export async function benchMoodWrite(
  server: ServerHandle,
  ctx: ScenarioContext,
  seconds: number,
): Promise<Figure[]> {
  const totals = HALVES.map(() => ({ cpuMs: 0, requests: 0, errors: 0 }));
  // Nobody has today's mood before the first write (a load can stop between a write and its undo).
  await moodScenario.cleanUp?.(server.url, ctx);
  const until = performance.now() + seconds * 1000;
  try {
    do {
      for (const [half, total] of totals.entries()) {
        const requests = ctx.users.map((user) => moodScenario.requests(user, ctx, () => 0)[half]);
        const cpuBefore = server.cpuMs();
        // As many at once as the scenario's connections, each taking the next as it is answered.
        let next = 0;
        const worker = async () => {
          for (let request = requests[next++]; request; request = requests[next++]) {
            const { method, headers, body } = request;
            const answer = await fetch(`${server.url}${request.path}`, { method, headers, body });
            await answer.arrayBuffer();
            if (!answer.ok) total.errors++;
          }
        };
        await Promise.all(Array.from({ length: ctx.connections }, worker));
        total.cpuMs += server.cpuMs() - cpuBefore;
        total.requests += requests.length;
      }
    } while (performance.now() < until);
  } finally {
    await moodScenario.cleanUp?.(server.url, ctx);
  }
  const figures = HALVES.flatMap((name, half) => {
    const { cpuMs, requests, errors } = totals[half] ?? { cpuMs: 0, requests: 0, errors: 0 };
    const perRequest = requests > 0 ? cpuMs / requests : 0;
    process.stdout.write(
      `  ${name} alone: ${requests} requests, server CPU ${perRequest.toFixed(2)} ms/req, errors ${errors}\n`,
    );
    return [
      figure(`${name} server CPU per request`, perRequest, "ms"),
      figure(`${name} errors`, errors, "count"),
    ];
  });
  return figures;
}
