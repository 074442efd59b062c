// A WHOOP data export, generated here, imported through POST /api/imports. Files are
// recognised by their columns (file names in Spanish and in German), a translated header maps
// only by its units without doubt, every mapped value is checked (the day is the wake-up's date
// as written, a cycle without sleep is dated by its start + 12 h, naps never count, workouts per
// cycle), journal answers are kept, a day from a connected provider is stored beside the
// import's and never summed, and a re-import changes nothing.
import type { DataImport, HealthMetric } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHOOP_FILES } from "../src/imports/whoop-export/whoop-export.ts";
import { saveSourceDays } from "../src/store/source-metrics.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import {
  whoopCsv,
  whoopCycle,
  whoopJournal,
  whoopSleep,
  whoopWorkout,
  whoopZip,
} from "./support/health-exports.ts";
import { importExport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const C1 = "2026-04-01 22:40:00";
const C2 = "2026-04-02 23:10:00";
const C3 = "2026-04-04 09:00:00";
const C4 = "2026-04-05 08:00:00";

const CYCLES = whoopCsv("cycles", [
  whoopCycle({
    start: C1,
    end: "2026-04-02 23:10:00",
    recovery: 67,
    rhr: 54,
    hrv: 61.5,
    strain: 12.3,
    sleepOnset: "2026-04-01 22:55:00",
    wake: "2026-04-02 06:50:00",
    performance: 88,
    asleep: 430,
  }),
  // Cycle timezone says where the person was; the times are already local (no conversion).
  whoopCycle({
    start: C2,
    end: "2026-04-04 09:00:00",
    timezone: "UTC+07:00",
    recovery: 45,
    rhr: 58,
    hrv: 48.2,
    strain: 8.7,
    sleepOnset: "2026-04-02 23:30:00",
    wake: "2026-04-03 07:05:00",
    performance: 71,
    asleep: 395,
  }),
  // No sleep recorded: dated by the cycle's start + 12 h.
  whoopCycle({ start: C3, end: "2026-04-05 08:00:00", strain: 5.1 }),
  // Not scored at all: skipped.
  whoopCycle({ start: C4 }),
]);
const SLEEPS = whoopCsv("sleeps", [
  whoopSleep({
    cycleStart: C1,
    onset: "2026-04-01 22:55:00",
    wake: "2026-04-02 06:50:00",
    asleep: 430,
    performance: 88,
    nap: false,
  }),
  whoopSleep({
    cycleStart: C1,
    onset: "2026-04-02 14:00:00",
    wake: "2026-04-02 14:35:00",
    asleep: 30,
    performance: 100,
    nap: true,
  }),
  whoopSleep({
    cycleStart: C2,
    onset: "2026-04-02 23:30:00",
    wake: "2026-04-03 07:05:00",
    asleep: 395,
    performance: 71,
    nap: false,
  }),
]);
const WORKOUTS = whoopCsv("workouts", [
  whoopWorkout(C1, "2026-04-02 07:30:00", "2026-04-02 08:15:00"),
  whoopWorkout(C1, "2026-04-02 18:00:00", "2026-04-02 18:40:00", "Functional Fitness"),
  whoopWorkout(C2, "2026-04-03 17:00:00", "2026-04-03 17:45:00", "Cycling"),
]);
const JOURNAL = whoopCsv("journal", [
  whoopJournal(C1, "Have any alcoholic drinks?", true, "Two glasses of wine, with dinner"),
  whoopJournal(C2, "Feeling sick or ill?", false),
  whoopJournal(C2, "Travel?", null),
]);

/** The zip under Spanish file names. */
const SPANISH_ZIP = whoopZip({
  "ciclos_fisiologicos.csv": CYCLES,
  "sueños.csv": SLEEPS,
  "entrenamientos.csv": WORKOUTS,
  "entradas_del_diario.csv": JOURNAL,
});
/** The same export under German file names, in a folder. */
const GERMAN_ZIP = whoopZip({
  "my_whoop_data/physiologische_zyklen.csv": CYCLES,
  "my_whoop_data/schlaf.csv": SLEEPS,
  "my_whoop_data/trainings.csv": WORKOUTS,
  "my_whoop_data/tagebucheintraege.csv": JOURNAL,
});

let server: TestServer;

async function freshUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

async function metrics(client: ApiClient): Promise<HealthMetric[]> {
  const answer = await client.get<HealthMetric[]>("/health/metrics", {
    start_date: "2026-03-25",
    end_date: "2026-04-30",
    limit: 100,
  });
  return answer.body;
}

beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
});
afterAll(() => server.close());

/** The journal's header as a Spanish-language WHOOP account writes it: no unit to map it by. */
const SPANISH_JOURNAL_HEADER = [
  "Hora de inicio del ciclo",
  "Hora de finalización del ciclo",
  "Zona horaria del ciclo",
  "Pregunta",
  "Respondió sí",
  "Notas",
];

describe("a WHOOP export zip, files named in Spanish", () => {
  let client: ApiClient;
  let userId: string;
  let done: DataImport;

  beforeAll(async () => {
    ({ id: userId, client } = await freshUser());
    done = await importExport(client, SPANISH_ZIP, "my_whoop_data.zip");
  });

  it("finishes with its summary", () => {
    expect(done).toMatchObject({
      kind: "whoop_export",
      status: "done",
      first_date: "2026-04-02",
      last_date: "2026-04-04",
      days_imported: 3,
      days_per_metric: {
        recovery_score: 2,
        resting_hr: 2,
        hrv: 2,
        sleep_duration_minutes: 2,
        sleep_quality_score: 2,
        day_strain: 3,
        workout_count: 3,
        journal: 2,
      },
    });
    expect(Object.fromEntries(done.skipped.map((entry) => [entry.reason, entry.count]))).toEqual({
      naps: 1,
      unscored: 1,
    });
  });

  it("maps each cycle to the date of its wake-up, as written", async () => {
    const rows = await metrics(client);
    expect(rows.map((row) => row.date)).toEqual(["2026-04-02", "2026-04-03", "2026-04-04"]);
    expect(rows[0]).toMatchObject({
      source: "whoop_export",
      hrv_measure: "rmssd",
      recovery_score: 67,
      resting_hr: 54,
      hrv: 61.5,
      sleep_duration_minutes: 430,
      sleep_quality_score: 88,
      day_strain: 12.3,
      workout_count: 2,
    });
    expect(rows[1]).toMatchObject({
      recovery_score: 45,
      resting_hr: 58,
      hrv: 48.2,
      sleep_duration_minutes: 395,
      sleep_quality_score: 71,
      day_strain: 8.7,
      workout_count: 1,
    });
  });

  it("dates a cycle without sleep by its start + 12 h", async () => {
    const row = (await metrics(client))[2];
    expect(row).toMatchObject({
      date: "2026-04-04",
      recovery_score: null,
      resting_hr: null,
      hrv: null,
      sleep_duration_minutes: null,
      day_strain: 5.1,
      workout_count: 0,
    });
  });

  it("keeps the journal's answers for the score", async () => {
    const answers = await server.db
      .selectFrom("journal_answers")
      .select(["date", "question", "answered_yes", "notes", "source"])
      .where("user_id", "=", userId)
      .orderBy("date")
      .orderBy("question")
      .execute();
    expect(answers).toEqual([
      {
        date: "2026-04-02",
        question: "Have any alcoholic drinks?",
        answered_yes: 1,
        notes: "Two glasses of wine, with dinner",
        source: "whoop_export",
      },
      {
        date: "2026-04-03",
        question: "Feeling sick or ill?",
        answered_yes: 0,
        notes: null,
        source: "whoop_export",
      },
      { date: "2026-04-03", question: "Travel?", answered_yes: null, notes: null, source: "whoop_export" },
    ]);
  });

  it("puts the import and the journal's answers in the account's export", async () => {
    const response = await client.raw({ method: "GET", path: "/export", query: { format: "json" } });
    expect(response.status).toBe(200);
    const document = response.body as { imports: unknown[]; journal_answers: unknown[] };
    expect(document.imports).toEqual([
      expect.objectContaining({
        kind: "whoop_export",
        file_name: "my_whoop_data.zip",
        status: "done",
        days_imported: 3,
        first_date: "2026-04-02",
        last_date: "2026-04-04",
      }),
    ]);
    expect(document.journal_answers).toContainEqual({
      date: "2026-04-02",
      source: "whoop_export",
      question: "Have any alcoholic drinks?",
      answered_yes: true,
      notes: "Two glasses of wine, with dinner",
    });
  });

  it("changes nothing when the same export is imported again", async () => {
    const read = () =>
      Promise.all(
        (["source_daily_metrics", "health_metrics", "journal_answers"] as const).map((table) =>
          server.db.selectFrom(table).selectAll().where("user_id", "=", userId).execute(),
        ),
      );
    const before = await read();
    expect(await importExport(client, SPANISH_ZIP, "my_whoop_data.zip")).toMatchObject({
      status: "done",
      days_changed: 0,
    });
    expect(await read()).toEqual(before);
  });

  it("extends the history with a newer export", async () => {
    const newer = whoopZip({
      "ciclos_fisiologicos.csv": whoopCsv("cycles", [
        whoopCycle({
          start: "2026-04-10 23:00:00",
          recovery: 80,
          rhr: 51,
          hrv: 70,
          strain: 9,
          wake: "2026-04-11 07:00:00",
          performance: 95,
          asleep: 470,
        }),
      ]),
    });
    expect(await importExport(client, newer, "my_whoop_data (1).zip")).toMatchObject({
      status: "done",
      days_imported: 1,
    });
    const rows = await metrics(client);
    expect(rows.map((row) => row.date)).toEqual(["2026-04-02", "2026-04-03", "2026-04-04", "2026-04-11"]);
    expect(rows[0]?.recovery_score).toBe(67);
  });
});

describe("the same export, files named in German", () => {
  it("gives the same days", async () => {
    const spanish = await freshUser();
    const german = await freshUser();
    await importExport(spanish.client, SPANISH_ZIP, "whoop.zip");
    expect(await importExport(german.client, GERMAN_ZIP, "whoop.zip")).toMatchObject({
      status: "done",
      days_imported: 3,
    });
    const strip = (rows: HealthMetric[]) =>
      rows.map(({ id, user_id, created_at, updated_at, ...values }) => values);
    expect(strip(await metrics(german.client))).toEqual(strip(await metrics(spanish.client)));
  });
});

describe("a translated header", () => {
  /** Spanish names, the units left as WHOOP leaves them. */
  const SPANISH: Record<string, string> = {
    "Cycle start time": "Hora de inicio del ciclo",
    "Cycle end time": "Hora de finalización del ciclo",
    "Cycle timezone": "Zona horaria del ciclo",
    "Recovery score %": "Puntuación de recuperación %",
    "Resting heart rate (bpm)": "Frecuencia cardíaca en reposo (bpm)",
    "Heart rate variability (ms)": "Variabilidad de la frecuencia cardíaca (ms)",
    "Day Strain": "Esfuerzo del día",
    "Wake onset": "Inicio del despertar",
    "Sleep onset": "Inicio del sueño",
  };
  const translate = (column: string) =>
    SPANISH[column] ??
    column.replace(/^[^(%]*/, (words) => (words.trim() === "" ? "" : `Campo ${words.length} `));

  it("maps by its units when they line up with one file without doubt", async () => {
    const { client } = await freshUser();
    const header = WHOOP_FILES.cycles.map(translate);
    const csv = whoopCsv(
      "cycles",
      [
        whoopCycle({
          start: C1,
          recovery: 67,
          rhr: 54,
          hrv: 61.5,
          strain: 12.3,
          wake: "2026-04-02 06:50:00",
          performance: 88,
          asleep: 430,
        }),
      ],
      header,
    );
    const done = await importExport(client, csv, "ciclos_fisiologicos.csv");
    expect(done).toMatchObject({ status: "done", days_imported: 1 });
    expect((await metrics(client))[0]).toMatchObject({
      recovery_score: 67,
      resting_hr: 54,
      hrv: 61.5,
      workout_count: null,
    });
  });

  it("refuses a translated file it cannot map without doubt, naming it", async () => {
    const { client } = await freshUser();
    const journal = whoopCsv(
      "journal",
      [whoopJournal(C1, "¿Bebiste alcohol?", true)],
      SPANISH_JOURNAL_HEADER,
    );
    const done = await importExport(client, journal, "entradas_del_diario.csv");
    expect(done).toMatchObject({
      status: "failed",
      message:
        "entradas_del_diario.csv: its column names are in a language Evenkeel cannot map without doubt. Set the WHOOP app to English, export again and upload the new file.",
    });
  });

  it("maps a translated journal beside a cycles file whose cycle columns it shares", async () => {
    const { id, client } = await freshUser();
    const header = WHOOP_FILES.cycles.map(translate);
    const zip = whoopZip({
      "ciclos.csv": whoopCsv(
        "cycles",
        [whoopCycle({ start: C1, recovery: 67, wake: "2026-04-02 06:50:00", asleep: 430 })],
        header,
      ),
      "diario.csv": whoopCsv(
        "journal",
        [whoopJournal(C1, "¿Bebiste alcohol?", true)],
        SPANISH_JOURNAL_HEADER,
      ),
    });
    expect(await importExport(client, zip, "whoop.zip")).toMatchObject({ status: "done" });
    const answers = await server.db
      .selectFrom("journal_answers")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(answers).toMatchObject([{ date: "2026-04-02", question: "¿Bebiste alcohol?", answered_yes: 1 }]);
  });
});

describe("minutes asleep", () => {
  it("are light + deep (SWS) + REM, as the API mapping counts them", async () => {
    const { client } = await freshUser();
    const row = {
      ...whoopCycle({ start: C1, recovery: 60, wake: "2026-04-02 06:50:00", asleep: 400, performance: 90 }),
      "Light sleep duration (min)": 200,
      "Deep (SWS) duration (min)": 100,
      "REM duration (min)": 90,
    };
    await importExport(client, whoopCsv("cycles", [row]), "physiological_cycles.csv");
    expect((await metrics(client))[0]?.sleep_duration_minutes).toBe(390);
  });
});

describe("CSV files uploaded on their own", () => {
  it("imports physiological_cycles.csv alone, without workout counts", async () => {
    const { client } = await freshUser();
    expect(await importExport(client, CYCLES, "physiological_cycles.csv")).toMatchObject({
      status: "done",
      days_imported: 3,
    });
    expect((await metrics(client))[0]).toMatchObject({
      recovery_score: 67,
      sleep_duration_minutes: 430,
      workout_count: null,
    });
  });

  it("fills sleep from sleeps.csv without erasing what the cycles file stored", async () => {
    const { client } = await freshUser();
    await importExport(client, CYCLES, "physiological_cycles.csv");
    const changedSleep = whoopCsv("sleeps", [
      whoopSleep({
        cycleStart: C1,
        onset: "2026-04-01 23:00:00",
        wake: "2026-04-02 06:50:00",
        asleep: 420,
        performance: 86,
        nap: false,
      }),
    ]);
    expect(await importExport(client, changedSleep, "sleeps.csv")).toMatchObject({
      status: "done",
      days_imported: 1,
    });
    expect((await metrics(client))[0]).toMatchObject({
      recovery_score: 67,
      resting_hr: 54,
      sleep_duration_minutes: 420,
      sleep_quality_score: 86,
    });
  });

  it("refuses workouts.csv alone, which cannot date its workouts", async () => {
    const { client } = await freshUser();
    const done = await importExport(client, WORKOUTS, "workouts.csv");
    expect(done.status).toBe("failed");
    expect(done.message).toMatch(/^workouts\.csv holds workouts/);
  });
});

describe("a day that also came from a connected provider", () => {
  it("is stored per source and shown from the first source, never summed", async () => {
    const { id, client } = await freshUser();
    await server.db.transaction().execute((trx) =>
      saveSourceDays(
        trx,
        id,
        "whoop",
        [
          {
            values: {
              date: "2026-04-02",
              recovery_score: 70,
              resting_hr: 53,
              hrv: 60,
              sleep_duration_minutes: 440,
              sleep_quality_score: 90,
              day_strain: 12,
              workout_count: 1,
            },
            hrvMeasure: "rmssd",
          },
        ],
        new Date().toISOString(),
      ),
    );
    await importExport(client, SPANISH_ZIP, "whoop.zip");
    const stored = await server.db
      .selectFrom("source_daily_metrics")
      .select(["source", "workout_count", "sleep_duration_minutes"])
      .where("user_id", "=", id)
      .where("date", "=", "2026-04-02")
      .orderBy("source")
      .execute();
    expect(stored).toEqual([
      { source: "whoop", workout_count: 1, sleep_duration_minutes: 440 },
      { source: "whoop_export", workout_count: 2, sleep_duration_minutes: 430 },
    ]);
    const rows = await metrics(client);
    expect(rows.find((row) => row.date === "2026-04-02")).toMatchObject({
      source: "whoop",
      workout_count: 1,
      sleep_duration_minutes: 440,
      recovery_score: 70,
    });
    // A day only the export has is filled from it.
    expect(rows.find((row) => row.date === "2026-04-03")).toMatchObject({
      source: "whoop_export",
      workout_count: 1,
    });
  });
});
