// The entry of `npm run dev` (under `tsx watch`, restarted on every change). In development the
// browser talks to Vite (http://localhost:5173), which proxies /api here: links the server
// builds (e-mails, OAuth redirects) must point at Vite, hence the PUBLIC_URL default. Without
// a provider's credentials the server uses its local fake (dev-fakes.ts).
import { localFakesForDevelopment } from "./dev-fakes.ts";
import { runServerProcess } from "./run-server-process.ts";

const env = { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", ...process.env };
await runServerProcess({ ...env, ...(await localFakesForDevelopment(env)) });
