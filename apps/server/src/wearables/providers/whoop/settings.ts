// WHOOP's settings: the WHOOP_* variables, read and validated with the rest of the config.
import type { WhoopConfig } from "../../../config/env.ts";

export type WhoopSettings = WhoopConfig;
