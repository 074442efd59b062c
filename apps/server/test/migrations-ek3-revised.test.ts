// The migration of ek-3's revision (docs/decisions/056-wearables-against-own-normal.md): the
// days stored as "ek-3" before it are relabelled and the finished ek-3 rescoring jobs forgotten,
// so the history rescoring job takes every such user up again; other versions stay as they were.
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { migrations } from "../src/db/migrations/index.ts";
import { startOrResumeRescoring, usersToRescore } from "../src/store/score-rescoring.repository.ts";
import { createPostgresTestDatabase, testingOnPostgres } from "./support/postgres-databases.ts";
import { makeTempDir } from "./support/temp-dir.ts";

const AT = "2026-11-28T10:00:00.000Z";
let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

function score(id: string, userId: string, date: string, version: string) {
  return {
    id,
    user_id: userId,
    date,
    overall_risk_score: 20,
    risk_level: "low" as const,
    risk_factors: "{}",
    contributions: "{}",
    algorithm_version: version,
    calculated_at: AT,
  };
}

describe("the migration of ek-3's revision", () => {
  it("relabels the days ek-3 stored before it, so the rescoring job scores them again", async () => {
    const opened = openDatabase({
      dataDir: makeTempDir(),
      databaseUrl: testingOnPostgres() ? createPostgresTestDatabase() : undefined,
    });
    db = opened;
    const migrator = new Migrator({ db: opened, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026_11_28_1500_daily_steps")).error).toBeUndefined();
    for (const id of ["done", "other"]) {
      await opened
        .insertInto("users")
        .values({ id, email: `${id}@example.com`, password_hash: "x", created_at: AT, updated_at: AT })
        .execute();
    }
    // "done" went through the ek-2 → ek-3 upgrade: two ek-3 days and a finished job.
    await opened
      .insertInto("burnout_scores")
      .values([
        score("s1", "done", "2026-11-01", "ek-3"),
        score("s2", "done", "2026-11-02", "ek-3"),
        score("s3", "other", "2026-11-02", "ek-2"),
      ])
      .execute();
    await opened
      .insertInto("score_rescoring")
      .values({
        user_id: "done",
        algorithm_version: "ek-3",
        from_date: "2026-11-01",
        to_date: "2026-11-02",
        next_date: null,
        total_days: 2,
        done_days: 2,
        started_at: AT,
        updated_at: AT,
        finished_at: AT,
      })
      .execute();
    expect(await usersToRescore(opened, "ek-3")).toEqual(["other"]);

    const applied = await migrateToLatest(opened);
    expect(applied.map((done) => done.migrationName)).toContain("2026_11_28_2330_ek3_revised");
    const versions = await opened
      .selectFrom("burnout_scores")
      .select(["id", "algorithm_version"])
      .orderBy("id")
      .execute();
    expect(versions).toEqual([
      { id: "s1", algorithm_version: "ek-3-pre-056" },
      { id: "s2", algorithm_version: "ek-3-pre-056" },
      { id: "s3", algorithm_version: "ek-2" },
    ]);
    expect(await opened.selectFrom("score_rescoring").selectAll().execute()).toEqual([]);
    expect((await usersToRescore(opened, "ek-3")).sort()).toEqual(["done", "other"]);
    const job = await startOrResumeRescoring(opened, "done", "ek-3", AT);
    expect(job).toMatchObject({ from_date: "2026-11-01", to_date: "2026-11-02", next_date: "2026-11-01" });

    // Rolled back, the days carry "ek-3" again.
    expect((await migrator.migrateTo("2026_11_28_1500_daily_steps")).error).toBeUndefined();
    const back = await opened
      .selectFrom("burnout_scores")
      .select("algorithm_version")
      .where("id", "=", "s1")
      .execute();
    expect(back).toEqual([{ algorithm_version: "ek-3" }]);
  });
});
