// The demo's clock: real time, as on the server. Tests inject their own Clock instead.
import type { Clock } from "@evenkeel/domain/router";

export const systemClock: Clock = { now: () => new Date().toISOString() };
