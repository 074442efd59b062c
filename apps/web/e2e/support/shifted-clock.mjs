// Preloaded (`node --import`) into the browser-test stack's servers and fakes when the run's
// clock is shifted (clock.ts): Date.now() and `new Date()` read the real time plus
// EK_E2E_CLOCK_OFFSET_MS, so every "today" of the process, its logs and its tokens agree with
// the browser's and the specs'. Timers and durations are untouched. Test machinery only.
const offset = Number(process.env.EK_E2E_CLOCK_OFFSET_MS ?? 0);

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
    },
    apply() {
      return new RealDate(now()).toString();
    },
    get(target, property, receiver) {
      if (property === "now") return now;
      return Reflect.get(target, property, receiver);
    },
  });
}
