// Entering and leaving demo mode (SPEC §4). The demo issue adds seeding and clearing of the
// demo data here; callers already go through these two functions.
import { clearTokens, storeDemoFlag } from "./storage";

export function enterDemoMode(): void {
  clearTokens();
  storeDemoFlag("active");
}

export function exitDemoMode(): void {
  storeDemoFlag("exited");
}
