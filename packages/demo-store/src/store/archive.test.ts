// The demo's export and import: the demo's data written as an export file in the browser
// reads back, restores into a fresh demo storage with every read the same, twice over, and
// the demo refuses share links with a message.
import { DEMO_SHARE_LINKS_UNAVAILABLE } from "@evenkeel/contracts";
import { exportFileBytes, exportSourceFor, readExportFile } from "@evenkeel/domain/export";
import { describe, expect, it } from "vitest";
import { DEMO_USER_ID } from "../demo-user.ts";
import { failureOf, startDemo, TODAY } from "../testing/demo-test-kit.ts";
import { createDemoDataStore } from "./demo-data-store.ts";

async function exportBytes(demo: ReturnType<typeof startDemo>): Promise<Uint8Array> {
  const source = await exportSourceFor(
    createDemoDataStore(demo.storage),
    DEMO_USER_ID,
    `${TODAY}T12:00:00.000Z`,
  );
  const chunks: Uint8Array[] = [];
  for await (const chunk of exportFileBytes(source, "zip")) chunks.push(chunk);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function reads(demo: ReturnType<typeof startDemo>) {
  const caller = await demo.caller();
  const range = { start_date: "2025-01-01", end_date: TODAY, limit: 1000 };
  // Daily rows get new ids on import; insights keep theirs.
  const withoutId = <T extends { id: string }>(rows: T[]) => rows.map(({ id: _id, ...row }) => row);
  return {
    metrics: withoutId(await caller.health.metrics(range)),
    moods: withoutId(await caller.mood.list(range)),
    scores: withoutId(await caller.burnout.history(range)),
    insights: await caller.insights.list({ limit: 100 }),
  };
}

describe("the demo's export and import", () => {
  it("writes the demo's data as an export the import reads back", async () => {
    const demo = startDemo();
    await demo.caller();
    const document = readExportFile(await exportBytes(demo));
    expect(document.health_metrics.length).toBeGreaterThan(60);
    expect(document.insights.length).toBeGreaterThan(0);
    expect(document.health_metrics.every((day) => day.source === "whoop")).toBe(true);
  });

  it("restores into an emptied demo with every read as it was, and a second import changes nothing", async () => {
    const demo = startDemo();
    const caller = await demo.caller();
    const before = await reads(demo);
    const file = readExportFile(await exportBytes(demo));
    await caller.auth.deleteAllData({});
    const rows = {
      health_metrics: file.health_metrics,
      source_metrics: file.source_metrics,
      moods: file.moods,
      burnout_scores: file.burnout_scores,
      insights: file.insights,
      journal_answers: file.journal_answers,
      imports: file.imports,
      alerts: file.alerts,
      metric_sources: file.metric_sources,
    };
    await createDemoDataStore(demo.storage).archive.restore(DEMO_USER_ID, rows);
    expect(await reads(demo)).toEqual(before);
    await createDemoDataStore(demo.storage).archive.restore(DEMO_USER_ID, rows);
    expect(await reads(demo)).toEqual(before);
  });

  it("answers a share link with a message: in the demo a share link needs an account", async () => {
    const caller = await startDemo().caller();
    expect(await failureOf(caller.reports.createLink({ weeks: 4, days: 7 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: DEMO_SHARE_LINKS_UNAVAILABLE,
    });
    expect(await caller.reports.links({})).toEqual([]);
  });
});
