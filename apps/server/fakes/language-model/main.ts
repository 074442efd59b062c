// Runs the fake language model on its own (`npm run llm:fake`): LLM_FAKE_PORT (default 4200),
// LLM_FAKE_MODE (mixed by default, or one of FAKE_MODES), LLM_FAKE_STRUCTURED=false to act like
// a server without JSON Schema support. Prints the environment that points Evenkeel at it.

import { isFakeMode, startFakeLanguageModel } from "./fake-language-model.ts";
import { FAKE_MODES } from "./scripted-answers.ts";

const mode = process.env.LLM_FAKE_MODE ?? "mixed";
if (mode !== "mixed" && !isFakeMode(mode)) {
  process.stderr.write(`LLM_FAKE_MODE must be mixed or one of ${FAKE_MODES.join(", ")}\n`);
  process.exit(1);
}
const fake = await startFakeLanguageModel({
  port: Number(process.env.LLM_FAKE_PORT ?? 4200),
  host: process.env.LLM_FAKE_HOST ?? "127.0.0.1",
  mode,
  structuredOutput: process.env.LLM_FAKE_STRUCTURED !== "false",
});

process.stdout.write(
  [
    `Fake language model (${mode}) listening at ${fake.baseUrl}/chat/completions`,
    "Point Evenkeel at it with:",
    `  LLM_BASE_URL=${fake.baseUrl}`,
    "  LLM_MODEL=fake-narrator",
    "",
  ].join("\n"),
);

const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
