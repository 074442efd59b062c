// The browser tests' one clock (e2e/support/clock.ts, docs/testing.md): a run that starts late
// in New York's evening is moved back to 19:00 of the same day, and the preload the servers and
// fakes run with shifts Date and nothing else.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clockOffsetFor } from "../e2e/support/clock";

const HOUR = 3_600_000;

function newYorkTime(at: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(at);
}

describe("the browser tests' clock", () => {
  it("leaves a run by day as it is", () => {
    // 11:00 and 20:59 in New York (EST, UTC-5), and 00:30 just after midnight.
    for (const iso of ["2026-11-28T16:00:00Z", "2026-11-29T01:59:00Z", "2026-11-29T05:30:00Z"]) {
      expect(clockOffsetFor(Date.parse(iso))).toBe(0);
    }
  });

  it("moves a run from 21:00 on back to 19:00 of the same New York day, summer or winter", () => {
    for (const [iso, day] of [
      ["2026-11-29T02:30:00Z", "2026-11-28"], // 21:30 EST
      ["2026-11-29T04:59:30Z", "2026-11-28"], // 23:59:30 EST
      ["2026-07-15T03:45:00Z", "2026-07-14"], // 23:45 EDT
    ] as const) {
      const at = Date.parse(iso);
      const offset = clockOffsetFor(at);
      expect(offset).toBeLessThan(0);
      expect(offset).toBeGreaterThan(-5 * HOUR);
      expect(newYorkTime(at + offset)).toBe(`${day}, 19:00`);
    }
  });

  it("shifts Date in a process run with the preload, and leaves it alone at offset 0", () => {
    const script = [
      "const real = performance.timeOrigin + performance.now();",
      "process.stdout.write(JSON.stringify({",
      "  now: Date.now() - real,",
      "  constructed: new Date().getTime() - real,",
      "  epoch: new Date(0).toISOString(),",
      "  parsed: Date.parse('2026-01-02T03:04:05Z'),",
      "  call: Date.parse(Date()) - real,",
      "  instance: new Date() instanceof Date,",
      "}));",
    ].join("\n");
    const preload = path.resolve(import.meta.dirname, "../e2e/support/shifted-clock.mjs");
    const run = (offset: string) => {
      const result = spawnSync(process.execPath, ["--import", preload, "-e", script], {
        env: { ...process.env, EK_E2E_CLOCK_OFFSET_MS: offset },
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as Record<string, number | string | boolean>;
    };
    const shifted = run(String(-3 * HOUR));
    for (const key of ["now", "constructed", "call"]) {
      expect(Math.abs(Number(shifted[key]) + 3 * HOUR), key).toBeLessThan(5_000);
    }
    expect(shifted).toMatchObject({
      epoch: "1970-01-01T00:00:00.000Z",
      parsed: Date.parse("2026-01-02T03:04:05Z"),
      instance: true,
    });
    const plain = run("0");
    expect(Math.abs(Number(plain.now))).toBeLessThan(5_000);
  });
});
