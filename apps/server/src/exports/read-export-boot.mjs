// The entry of the worker that reads an export (read-export-worker.ts says why there is one).
// Node 20 does not give a worker thread the `--import tsx` hooks of its process, so tsx is
// registered here through its public API before the TypeScript job is loaded.
import { register } from "tsx/esm/api";

register();
await import("./read-export-job.ts");
