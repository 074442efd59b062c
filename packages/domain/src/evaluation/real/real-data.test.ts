// The real-data evaluation on the real cohorts, where they are (the shared data folder beside the
// repository, or EVENKEEL_REAL_DATA): every line scores every day without an error, and the
// score stays calm on these non-clinical people (docs/score.md "Real data" targets). Where the
// data is not there the test is skipped and its title says why. Each run of this test is a
// run of the PMData hold-out: count it (docs/decisions/041-ek3-real-people.md).
import { describe, expect, it } from "vitest";
import { dataFolderReader, defaultDataDir } from "./data-folder.ts";
import { runRealEvaluation } from "./real-run.ts";

const dir = defaultDataDir();
const result = runRealEvaluation(dataFolderReader(dir), { draws: 20 });
const title = result.found
  ? `the real cohorts in ${dir}`
  : `the real cohorts (skipped: no real data in ${dir}; set EVENKEEL_REAL_DATA or put it in ../shared/data)`;

describe.skipIf(!result.found)(title, () => {
  const reports = result.found ? result.reports : [];
  it("scores every person-day of both cohorts with every line, without an error", () => {
    expect(new Set(reports.map((r) => r.cohort))).toEqual(new Set(["lifesnaps", "pmdata"]));
    for (const report of reports) {
      expect(report.errors).toBe(0);
      expect(report.days_scored).toBeGreaterThan(1000);
    }
  });

  it("keeps ek-3 at most 3 % of person-days at high or above and none critical", () => {
    for (const report of reports.filter((r) => r.algorithm.startsWith("ek-3"))) {
      expect(report.high_share as number).toBeLessThanOrEqual(0.03);
      expect(report.critical_share).toBe(0);
    }
  });
});
