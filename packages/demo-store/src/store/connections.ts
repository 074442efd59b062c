// The demo user's simulated wearable connection: seeded "synced 2 hours ago", marked synced
// by the simulated sync, removed by disconnect and by erase.
import {
  type WearableConnection,
  type WearableProvider,
  wearableConnectionSchema,
} from "@evenkeel/contracts";
import { DEMO_DATA_KEYS } from "../demo-keys.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";
import { jsonCollection } from "./json-collection.ts";

export interface DemoConnections {
  get(userId: string, provider: WearableProvider): WearableConnection | null;
  put(connection: WearableConnection): void;
  remove(userId: string, provider: WearableProvider): void;
}

export function demoConnections(storage: KeyValueStorage): DemoConnections {
  const collection = jsonCollection(storage, DEMO_DATA_KEYS.connections, wearableConnectionSchema);
  const others = (userId: string, provider: WearableProvider) =>
    collection.all().filter((row) => !(row.user_id === userId && row.provider === provider));

  return {
    get(userId, provider) {
      return collection.all().find((row) => row.user_id === userId && row.provider === provider) ?? null;
    },
    put(connection) {
      collection.save([...others(connection.user_id, connection.provider), connection]);
    },
    remove(userId, provider) {
      collection.save(others(userId, provider));
    },
  };
}
