// The server's DataStore port: the kysely repositories over SQLite, assembled into the shape
// the app router is written against (packages/domain/src/router/ports.ts).
import type { DataStore } from "@evenkeel/domain/router";
import { type AppDatabase, inTransaction } from "../db/database.ts";
import { archiveRepository } from "./archive.repository.ts";
import { dataImportsRepository } from "./data-imports.repository.ts";
import { type EraseOptions, eraseUserData } from "./erase-user-data.ts";
import { insightsRepository } from "./insights.repository.ts";
import { metricsRepository } from "./metrics.repository.ts";
import { moodsRepository } from "./moods.repository.ts";
import { preferencesRepository } from "./outreach.repository.ts";
import { scoresRepository } from "./scores.repository.ts";
import { shareLinksRepository } from "./share-links.repository.ts";
import { chooseMetricSource, metricSources } from "./source-metrics.ts";
import { usersRepository } from "./users.repository.ts";

export type DataStoreOptions = EraseOptions;

export function createDataStore(db: AppDatabase, options: DataStoreOptions = {}): DataStore {
  return {
    users: usersRepository(db),
    moods: moodsRepository(db),
    preferences: preferencesRepository(db),
    metrics: metricsRepository(db),
    sources: {
      get: (userId) => metricSources(db, userId),
      choose: (userId, metric, source, now) => chooseMetricSource(db, userId, metric, source, now),
    },
    scores: scoresRepository(db),
    insights: insightsRepository(db),
    archive: archiveRepository(db),
    shareLinks: shareLinksRepository(db),
    imports: dataImportsRepository(db),
    eraseUserData: (userId) => eraseUserData(db, userId, options),
    atomically: (work) => inTransaction(db, (trx) => work(createDataStore(trx, options))),
  };
}
