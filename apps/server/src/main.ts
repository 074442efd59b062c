// The CLI entry (`npm run serve`, `npm start`): runs the server with the process environment.
import { runServerProcess } from "./run-server-process.ts";

await runServerProcess(process.env);
