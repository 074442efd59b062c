// The export streams: bytes leave before the later pages of rows are even read, so a long
// history never sits in memory whole; and the zip and the JSON hold the same rows.
import type { ExportEntity, ExportRows } from "@evenkeel/contracts";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ArchiveRepository } from "../router/ports.ts";
import { EXPORT_PAGE_SIZE, type ExportSource, exportFileBytes } from "./export-file.ts";

const DAYS = EXPORT_PAGE_SIZE * 4 + 17;
const stamp = "2026-11-23T08:00:00.000Z";

function day(index: number): ExportRows["health_metrics"] {
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return {
    date,
    source: "whoop",
    recovery_score: index % 100,
    resting_hr: 50,
    hrv: 40 + (index % 30),
    sleep_duration_minutes: 420,
    sleep_quality_score: 80,
    day_strain: 10.5,
    workout_count: 1,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** An archive of DAYS metric days that records which pages were asked for. */
function countingArchive(log: string[]): ArchiveRepository {
  return {
    async page<E extends ExportEntity>(_userId: string, entity: E, offset: number, limit: number) {
      log.push(`page ${entity} ${offset}`);
      if (entity !== "health_metrics") return [] as ExportRows[E][];
      const count = Math.max(0, Math.min(limit, DAYS - offset));
      return Array.from({ length: count }, (_, index) => day(offset + index)) as ExportRows[E][];
    },
    restore: async () => ({ health_metrics: 0, moods: 0, burnout_scores: 0, insights: 0 }),
  };
}

function source(log: string[]): ExportSource {
  return {
    archive: countingArchive(log),
    userId: "u",
    exportedAt: stamp,
    account: { first_name: null, last_name: null, time_zone: "UTC" },
  };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

describe("exportFileBytes", () => {
  it("sends zip bytes before it reads the later pages of a long history", async () => {
    const log: string[] = [];
    const chunks = exportFileBytes(source(log), "zip")[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(first.done).toBe(false);
    expect(log).not.toContain(`page health_metrics ${EXPORT_PAGE_SIZE * 4}`);
  });

  it("writes every row into the CSV and the JSON of the zip, and the same JSON alone", async () => {
    const zip = unzipSync(await collect(exportFileBytes(source([]), "zip")));
    const csvLines = strFromU8(zip["daily-metrics.csv"] as Uint8Array)
      .split("\r\n")
      .filter(Boolean);
    expect(csvLines).toHaveLength(DAYS + 1);
    const fromZip = JSON.parse(strFromU8(zip["evenkeel-export.json"] as Uint8Array));
    expect(fromZip.health_metrics).toHaveLength(DAYS);
    expect(fromZip.health_metrics[DAYS - 1]).toEqual(day(DAYS - 1));
    const json = JSON.parse(strFromU8(await collect(exportFileBytes(source([]), "json"))));
    expect(json).toEqual(fromZip);
  });
});
