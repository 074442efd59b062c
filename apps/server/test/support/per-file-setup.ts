// vitest setupFiles of the app projects (vitest.config.ts): run before every test file, also
// where files share one module graph, so hooks a support module needs per file are made here.
import { afterAll } from "vitest";
import { removeTempDirs } from "./temp-dir.ts";

afterAll(removeTempDirs);
