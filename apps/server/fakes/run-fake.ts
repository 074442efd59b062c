// What every fake's main.ts does once its fake listens: say where, print the environment that
// points Evenkeel at it, and close it on Ctrl-C or SIGTERM.
export function runUntilStopped(
  name: string,
  fake: { url: string; env(): Record<string, string>; close(): Promise<void> },
  details: string[] = [],
): void {
  process.stdout.write(
    [
      `${name} listening on ${fake.url}`,
      ...details,
      "Point Evenkeel at it with:",
      ...Object.entries(fake.env()).map(([variable, value]) => `  ${variable}=${value}`),
      "",
    ].join("\n"),
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
