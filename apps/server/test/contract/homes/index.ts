// The homes every contract test runs against. CONTRACT_HOMES=demo (or =server) narrows a run
// to one, e.g. while the other home is being worked on.
import { demoHome } from "./demo-home.ts";
import type { HomeFactory } from "./home.ts";
import { serverHome } from "./server-home.ts";

const ALL: HomeFactory[] = [serverHome, demoHome];
const only = process.env.CONTRACT_HOMES?.split(",").map((name) => name.trim());

export const HOMES = only ? ALL.filter((home) => only.includes(home.name)) : ALL;
export type { AppClient, Home, HomeExpectations } from "./home.ts";
