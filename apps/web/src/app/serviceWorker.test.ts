// When the service worker is registered (serviceWorker.ts): once the first page's requests
// have stopped for NETWORK_QUIET_MS, or REGISTER_BY_MS after the load event, and only once.
import { describe, expect, it, vi } from "vitest";
import { NETWORK_QUIET_MS, REGISTER_BY_MS, type RequestWatch, whenNetworkQuiet } from "./serviceWorker";

function fakeWatch() {
  let now = 0;
  let timers: Array<{ at: number; callback: () => void }> = [];
  let onFinished: (() => void) | null = null;
  const watch: RequestWatch = {
    observeRequests(callback) {
      onFinished = callback;
      return () => {
        onFinished = null;
      };
    },
    setTimer(callback, ms) {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
  };
  return {
    watch,
    /** Moves the clock on, firing the timers that fall due on the way. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = until;
    },
    requestFinished: () => onFinished?.(),
    watching: () => onFinished !== null,
    pendingTimers: () => timers.length,
  };
}

describe("whenNetworkQuiet", () => {
  it("waits until no request has finished for the quiet time", () => {
    const clock = fakeWatch();
    const then = vi.fn();
    whenNetworkQuiet(clock.watch, then);
    clock.advance(NETWORK_QUIET_MS - 100);
    clock.requestFinished();
    clock.advance(NETWORK_QUIET_MS - 100);
    clock.requestFinished();
    clock.advance(NETWORK_QUIET_MS - 1);
    expect(then).not.toHaveBeenCalled();
    clock.advance(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(clock.watching()).toBe(false);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("goes ahead at the latest time while requests keep finishing, and only once", () => {
    const clock = fakeWatch();
    const then = vi.fn();
    whenNetworkQuiet(clock.watch, then);
    for (let elapsed = 0; elapsed < REGISTER_BY_MS - 1; elapsed += 500) {
      clock.requestFinished();
      clock.advance(500);
    }
    expect(then).toHaveBeenCalledTimes(1);
    clock.requestFinished();
    clock.advance(REGISTER_BY_MS);
    expect(then).toHaveBeenCalledTimes(1);
    expect(clock.pendingTimers()).toBe(0);
  });
});
