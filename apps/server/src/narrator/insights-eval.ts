// `npm run insights:eval`: measures the narrator against whichever endpoint LLM_BASE_URL names
// (LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS as for the server), or, without one, against the local
// fake model (apps/server/fakes/language-model) in its mixed mode. Options: --users N (default 20),
// --seed N. Prints accepted share, rejections by rule and the fallback rate.
import { evaluateNarrator, formatNarratorReport } from "@evenkeel/domain";
import { ConfigError, parseConfig } from "../config/env.ts";
import { createChatCompletionsClient } from "./chat-completions-client.ts";
import type { LanguageModelConfig } from "./settings.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} needs a whole number`);
  return value;
}

async function main(): Promise<void> {
  const users = option("--users", 20);
  const seed = option("--seed", 1);
  let config: LanguageModelConfig | undefined = parseConfig(process.env).languageModel;
  let stopFake: (() => Promise<void>) | null = null;
  if (!config) {
    const { startFakeLanguageModel } = await import("../../fakes/language-model/fake-language-model.ts");
    const fake = await startFakeLanguageModel({ mode: "mixed" });
    stopFake = fake.close;
    config = { baseUrl: fake.baseUrl, model: "fake-narrator", timeoutMs: 20_000 };
    process.stdout.write("No LLM_BASE_URL set: measuring the local fake model (mixed scripted answers).\n");
  }
  try {
    const model = createChatCompletionsClient(config);
    const report = await evaluateNarrator(model, {
      users,
      seed,
      onProgress: (done, total) => {
        if (done % 10 === 0 || done === total) process.stderr.write(`\r${done}/${total} insights`);
      },
    });
    process.stderr.write("\n");
    process.stdout.write(`${formatNarratorReport(report, config.baseUrl)}\n`);
  } finally {
    await stopFake?.();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
