// Wearables as plug-ins: the domain names no provider outside data, the registry
// holds a module for every provider the contracts list, and a user with WHOOP and Oura at
// once sees one value per metric per day (the provider connected first) and loses both
// connections, revoked, when erasing their data.
import fs from "node:fs";
import path from "node:path";
import { type HealthMetric, WEARABLE_PROVIDER_IDS } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOura, startFakeOura } from "../fakes/oura/fake-oura.ts";
import { PROVIDER_MODULES } from "../src/wearables/providers/index.ts";
import { api } from "./support/api-client.ts";
import { connectOura, OURA_REDIRECT_URI } from "./support/oura-fixtures.ts";
import { connectNewUser, startWhoopPair, type WhoopPair } from "./support/whoop-fixtures.ts";

const DOMAIN_SRC = path.resolve(import.meta.dirname, "../../../packages/domain/src");
/**
 * The score's offline evaluation simulates cohorts named after the kinds of device
 * they imitate ("oura" profile, "whoop" source labels); it never talks to a provider, so a new
 * provider does not touch it. Everything the router and the app run is checked.
 */
const SIMULATION_SRC = path.join(DOMAIN_SRC, "evaluation");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === SIMULATION_SRC ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("The provider registry", () => {
  it("leaves packages/domain free of provider names: a provider is added without touching it", () => {
    const literal = new RegExp(`["'\`](${WEARABLE_PROVIDER_IDS.join("|")})["'\`]`);
    const offenders = sourceFiles(DOMAIN_SRC).filter((file) => literal.test(fs.readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("has a server module for every provider the contracts list", () => {
    expect(PROVIDER_MODULES.map((module) => module.provider).sort()).toEqual(
      [...WEARABLE_PROVIDER_IDS].sort(),
    );
  });
});

describe("WHOOP and Oura connected at once", () => {
  let whoop: WhoopPair;
  let oura: FakeOura;
  beforeAll(async () => {
    oura = await startFakeOura({ redirectUris: [OURA_REDIRECT_URI] });
    whoop = await startWhoopPair({ env: oura.env() });
  });
  afterAll(async () => {
    await whoop.close();
    await oura.close();
  });

  it("stores both, shows one value per metric per day from WHOOP (connected first), and erases both", async () => {
    const { user } = await connectNewUser(whoop);
    const { answer } = await connectOura({ server: whoop.server }, {}, user);
    expect(answer.status).toBe(200);

    const perSource = await whoop.server.db
      .selectFrom("source_daily_metrics")
      .select(["source", (eb) => eb.fn.countAll<number>().as("days")])
      .where("user_id", "=", user.id)
      .groupBy("source")
      .execute();
    expect(Object.fromEntries(perSource.map((row) => [row.source, Number(row.days)]))).toMatchObject({
      whoop: expect.any(Number),
      oura: expect.any(Number),
    });

    const days = await api(whoop.server, user.accessToken).get<HealthMetric[]>("/health/metrics", {
      start_date: "2020-01-01",
      limit: 1000,
    });
    const dates = days.body.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    const own = await whoop.server.db
      .selectFrom("source_daily_metrics")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    for (const day of days.body) {
      const whoopDay = own.find((row) => row.date === day.date && row.source === "whoop");
      const ouraDay = own.find((row) => row.date === day.date && row.source === "oura");
      if (whoopDay && whoopDay.recovery_score !== null) {
        expect(day.source).toBe("whoop");
        expect(day.recovery_score).toBe(whoopDay.recovery_score);
        expect(day.hrv).toBe(whoopDay.hrv);
      } else if (ouraDay && !whoopDay) {
        expect(day).toMatchObject({
          source: "oura",
          recovery_score: ouraDay.recovery_score,
          day_strain: null,
        });
      }
    }

    const erase = await api(whoop.server, user.accessToken).delete("/auth/delete-all-data");
    expect(erase.status).toBe(200);
    const left = await whoop.server.db
      .selectFrom("wearable_connections")
      .select("provider")
      .where("user_id", "=", user.id)
      .execute();
    expect(left).toEqual([]);
    // Both grants were revoked at their provider before the rows went.
    expect(oura.liveTokens((oura.members().at(-1) as { id: string }).id)).toBe(0);
  });
});
