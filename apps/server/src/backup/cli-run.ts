// What both backup commands share: the one argument (a file, relative to where npm was run),
// the data folder read exactly as the server reads it, and plain messages with exit codes
// (0 done, 1 refused or failed, 2 used wrongly) instead of stack traces.
import { type Config, ConfigError, parseConfig, resolveUserPath } from "../config/env.ts";
import { BackupError } from "./database-check.ts";

export async function runBackupCommand(
  usage: string,
  command: (config: Config, file: string) => Promise<string> | string,
): Promise<void> {
  const [typed, ...rest] = process.argv.slice(2);
  if (!typed || rest.length > 0) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exit(2);
  }
  try {
    const config = parseConfig(process.env);
    const message = await command(config, resolveUserPath(process.env, typed));
    process.stdout.write(`${message}\n`);
    process.exit(0);
  } catch (error) {
    const known = error instanceof BackupError || error instanceof ConfigError;
    const text = error instanceof Error ? error.message : String(error);
    process.stderr.write(known ? `${text}\n` : `Unexpected failure: ${text}\n`);
    process.exit(1);
  }
}
