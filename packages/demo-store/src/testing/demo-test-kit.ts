// What the demo-store tests share: an activated demo over in-memory storage, a clock the
// test moves by hand, a sleep that records instead of waiting, and a caller for the router.
import { createAppRouter, createCallerFactory, type RouterPorts } from "@evenkeel/domain/router";
import { createDemoRouter } from "../demo-router.ts";
import { activateDemo } from "../demo-session.ts";
import { createMemoryStorage, type KeyValueStorage } from "../key-value-storage.ts";

/** 15:00 UTC: the same calendar day in UTC and New York, so "today" is unambiguous. */
export const START = new Date("2026-03-10T15:00:00.000Z");
export const TODAY = "2026-03-10";
export const TIME_ZONE = "UTC";

const createCaller = createCallerFactory(createAppRouter());
export type DemoCaller = ReturnType<typeof createCaller>;

export interface DemoKit {
  storage: KeyValueStorage;
  /** A caller built now: it sees the demo flag as it is at this moment. */
  caller(): Promise<DemoCaller>;
  /** Moves the demo's clock (and the time used for seeding) forward. */
  advance(ms: number): void;
  now(): Date;
  /** Every wait the simulated sync asked for, in ms. */
  sleeps: number[];
  /** The demo's ports; a caller reads them when it is built, so a test may wrap one first. */
  ports: RouterPorts;
}

export function startDemo(storage: KeyValueStorage = createMemoryStorage()): DemoKit {
  let now = START.getTime();
  const sleeps: number[] = [];
  activateDemo(storage, new Date(now), { timeZone: TIME_ZONE });
  const demo = createDemoRouter(storage, {
    clock: { now: () => new Date(now).toISOString() },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    timeZone: () => TIME_ZONE,
  });
  return {
    storage,
    caller: async () => createCaller(await demo.createContext()),
    advance: (ms) => {
      now += ms;
    },
    now: () => new Date(now),
    sleeps,
    ports: demo.ports,
  };
}

export const DAY_MS = 86_400_000;

/** The TRPCError a call ended with, as its code and message; throws if it succeeded. */
export async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error("expected the call to fail");
}
